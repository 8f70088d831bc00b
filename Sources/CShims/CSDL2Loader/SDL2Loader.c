// SDL2's functions that the window backend calls, defined here and forwarded to
// libSDL2 (and libX11), which are opened on the first call. Linked directly, SDL2 and
// the 28 libraries only it needs (Wayland, PulseAudio, ALSA, audio codecs) are mapped
// into every app, kiosk builds included, before main runs: about 2 MB resident that an
// app on KMS or headless never uses, and an SDL2 install it would need. Each definition is checked against SDL's own prototype. A window backend call
// not listed here fails to link: add it to FUNCTIONS (or VOID_FUNCTIONS).
//
// If the libraries cannot be opened, every function returns its failure value and
// SDL_GetError() says why, so WindowDisplay's init throws as for any SDL failure.

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// (library, result, name, parameters, arguments, result when the libraries are missing)
#define FUNCTIONS(F) \
    F(sdl, SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value), SDL_FALSE) \
    F(sdl, int, SDL_InitSubSystem, (Uint32 flags), (flags), -1) \
    F(sdl, const char *, SDL_GetError, (void), (), load_error) \
    F(sdl, SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags), \
      (title, x, y, w, h, flags), NULL) \
    F(sdl, SDL_bool, SDL_GetWindowWMInfo, (SDL_Window *window, SDL_SysWMinfo *info), (window, info), SDL_FALSE) \
    F(sdl, int, SDL_GetWindowDisplayMode, (SDL_Window *window, SDL_DisplayMode *mode), (window, mode), -1) \
    F(sdl, SDL_Renderer *, SDL_CreateRenderer, (SDL_Window *window, int index, Uint32 flags), \
      (window, index, flags), NULL) \
    F(sdl, int, SDL_GetRendererInfo, (SDL_Renderer *renderer, SDL_RendererInfo *info), (renderer, info), -1) \
    F(sdl, int, SDL_GetRendererOutputSize, (SDL_Renderer *renderer, int *w, int *h), (renderer, w, h), -1) \
    F(sdl, const char *, SDL_GetCurrentVideoDriver, (void), (), NULL) \
    F(sdl, SDL_Texture *, SDL_CreateTexture, (SDL_Renderer *renderer, Uint32 format, int access, int w, int h), \
      (renderer, format, access, w, h), NULL) \
    F(sdl, int, SDL_UpdateTexture, (SDL_Texture *texture, const SDL_Rect *rect, const void *pixels, int pitch), \
      (texture, rect, pixels, pitch), -1) \
    F(sdl, int, SDL_RenderCopy, (SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *source, \
                            const SDL_Rect *destination), (renderer, texture, source, destination), -1) \
    F(sdl, int, SDL_RenderReadPixels, (SDL_Renderer *renderer, const SDL_Rect *rect, Uint32 format, void *pixels, \
                                  int pitch), (renderer, rect, format, pixels, pitch), -1) \
    F(sdl, int, SDL_PollEvent, (SDL_Event *event), (event), 0) \
    F(sdl, int, SDL_PushEvent, (SDL_Event *event), (event), -1) \
    F(sdl, SDL_Keymod, SDL_GetModState, (void), (), KMOD_NONE) \
    F(sdl, int, SDL_GL_MakeCurrent, (SDL_Window *window, SDL_GLContext context), (window, context), -1) \
    F(x11, XIOErrorHandler, XSetIOErrorHandler, (XIOErrorHandler handler), (handler), NULL) \
    F(x11, Status, XGetWindowAttributes, (Display *display, Window window, XWindowAttributes *attributes), \
      (display, window, attributes), 0) \
    F(x11, VisualID, XVisualIDFromVisual, (Visual *visual), (visual), 0)

#define VOID_FUNCTIONS(F) \
    F(sdl, SDL_QuitSubSystem, (Uint32 flags), (flags)) \
    F(sdl, SDL_DestroyWindow, (SDL_Window *window), (window)) \
    F(sdl, SDL_DestroyRenderer, (SDL_Renderer *renderer), (renderer)) \
    F(sdl, SDL_DestroyTexture, (SDL_Texture *texture), (texture)) \
    F(sdl, SDL_RenderPresent, (SDL_Renderer *renderer), (renderer)) \
    F(sdl, SDL_GetWindowSize, (SDL_Window *window, int *w, int *h), (window, w, h)) \
    F(sdl, SDL_SetWindowSize, (SDL_Window *window, int w, int h), (window, w, h)) \
    F(sdl, SDL_GL_GetDrawableSize, (SDL_Window *window, int *w, int *h), (window, w, h))

#define FIELD(library, result, name, ...) __typeof__(name) *name;
#define VOID_FIELD(library, name, ...) __typeof__(name) *name;
static struct {
    FUNCTIONS(FIELD)
    VOID_FUNCTIONS(VOID_FIELD)
} real;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char load_error[512];

/// `name` in `library`; NULL, with the reason kept for SDL_GetError, when it is missing.
static void *find_symbol(void *library, const char *name) {
    if (!library) return NULL;
    void *symbol = dlsym(library, name);
    if (!symbol && !load_error[0]) snprintf(load_error, sizeof load_error, "%s", dlerror());
    return symbol;
}

/// Opens `file`; NULL, with the reason kept for SDL_GetError, when it cannot be.
static void *open_library(const char *file) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!library && !load_error[0]) snprintf(load_error, sizeof load_error, "cannot load %s", dlerror());
    return library;
}

static void load(void) {
    void *x11 = open_library("libX11.so.6");
    void *sdl = open_library("libSDL2-2.0.so.0");
#define LOOKUP(library, result, name, ...) real.name = (__typeof__(name) *)find_symbol(library, #name);
#define VOID_LOOKUP(library, name, ...) real.name = (__typeof__(name) *)find_symbol(library, #name);
    FUNCTIONS(LOOKUP)
    VOID_FUNCTIONS(VOID_LOOKUP)
    loaded = !load_error[0];
}

static int is_loaded(void) {
    pthread_once(&load_once, load);
    return loaded;
}

#define DEFINE(library, result, name, parameters, arguments, failure) \
    result name parameters { return is_loaded() ? real.name arguments : (failure); }
#define DEFINE_VOID(library, name, parameters, arguments) \
    void name parameters { if (is_loaded()) real.name arguments; }
FUNCTIONS(DEFINE)
VOID_FUNCTIONS(DEFINE_VOID)
