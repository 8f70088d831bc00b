// Found without pkg-config, whose flags would link libSDL2 (see module.modulemap).
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <dlfcn.h>

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

/// The window's Xlib connection (a `Display *`, what EGL's X11 platform takes), NULL when
/// the window is not on X11.
static inline void *vitrine_sdl_x11_display(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return NULL;
    return info.info.x11.display;
}

/// The X11 window's visual id, which an EGL config must match; 0 when it cannot be read.
static inline unsigned long vitrine_x11_window_visual(void *display, unsigned long window) {
    XWindowAttributes attributes;
    if (!XGetWindowAttributes((Display *)display, window, &attributes)) return 0;
    return XVisualIDFromVisual(attributes.visual);
}

/// A function of libwayland-client, found where SDL loaded it: the backend is not linked
/// to libwayland-client itself. NULL when the library is not loaded.
static inline void *vitrine_wayland_symbol(const char *name) {
    void *symbol = dlsym(RTLD_DEFAULT, name);
    if (symbol) return symbol;
    // An SDL built to load Wayland at run time loads it privately.
    void *library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_NOLOAD);
    return library ? dlsym(library, name) : NULL;
}

/// The window's Wayland connection, NULL when the window is not on Wayland.
static inline struct wl_display *vitrine_sdl_wayland_display(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return NULL;
    return info.info.wl.display;
}

/// The window's Wayland surface (what a `wl_egl_window` is made on), NULL when the window
/// is not on Wayland.
static inline struct wl_surface *vitrine_sdl_wayland_surface(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return NULL;
    return info.info.wl.surface;
}

/// The connection's descriptor, readable when events arrive (wl_display_get_fd); -1 when
/// libwayland-client cannot be reached.
static inline int vitrine_wayland_display_fd(struct wl_display *display) {
    int (*get_fd)(struct wl_display *) = (int (*)(struct wl_display *))vitrine_wayland_symbol("wl_display_get_fd");
    return get_fd ? get_fd(display) : -1;
}

/// Sends the requests queued on the connection (wl_display_flush): answers to the
/// compositor's events (pings, configures) must not wait for the next event.
static inline void vitrine_wayland_display_flush(struct wl_display *display) {
    int (*flush)(struct wl_display *) = (int (*)(struct wl_display *))vitrine_wayland_symbol("wl_display_flush");
    if (flush) flush(display);
}

/// The connection's fatal error (wl_display_get_error): nonzero once the compositor has
/// gone or closed the connection.
static inline int vitrine_wayland_display_error(struct wl_display *display) {
    int (*get_error)(struct wl_display *) = (int (*)(struct wl_display *))vitrine_wayland_symbol("wl_display_get_error");
    return get_error ? get_error(display) : 0;
}
