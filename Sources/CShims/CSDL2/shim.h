#include <SDL.h>
#include <SDL_syswm.h>
#include <X11/Xlib.h>

/// The descriptor of the window's X11 connection, readable when events arrive; -1 when
/// the window is not on X11 (Wayland, or SDL cannot say).
static inline int vitrine_sdl_x11_connection_fd(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
    return ConnectionNumber(info.info.x11.display);
}

/// SDL_Event's type as an unsigned value (the enum constants import as signed).
static inline Uint32 vitrine_sdl_event_type(const SDL_Event *event) { return event->type; }

/// The window's X11 id (for xwd and xdotool), 0 when it is not on X11.
static inline unsigned long vitrine_sdl_x11_window(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    return info.info.x11.window;
}
