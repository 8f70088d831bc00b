#include "CGLES.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static void *libEGL;
static void *libGLES;
static void *libWaylandEGL;

int vitrine_gles_load(VitrineEGL *egl, VitrineGL *gl, char *error, int errorSize) {
    memset(egl, 0, sizeof *egl);
    memset(gl, 0, sizeof *gl);
    if (!libEGL) libEGL = dlopen("libEGL.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!libEGL) {
        snprintf(error, (size_t)errorSize, "cannot open libEGL.so.1: %s", dlerror());
        return -1;
    }
    if (!libGLES) libGLES = dlopen("libGLESv2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!libGLES) {
        snprintf(error, (size_t)errorSize, "cannot open libGLESv2.so.2: %s", dlerror());
        return -1;
    }
#define LOAD_EGL(type, name) \
    egl->name = (type)dlsym(libEGL, #name); \
    if (!egl->name) { snprintf(error, (size_t)errorSize, "libEGL lacks %s", #name); return -1; }
    VITRINE_EGL_FUNCTIONS(LOAD_EGL)
#undef LOAD_EGL
    // Core GLES functions are exported by libGLESv2; eglGetProcAddress also finds them
    // (EGL 1.5, EGL_KHR_get_all_proc_addresses) where a vendor library does not export one.
#define LOAD_GL(type, name) \
    gl->name = (type)dlsym(libGLES, #name); \
    if (!gl->name) gl->name = (type)egl->eglGetProcAddress(#name); \
    if (!gl->name) { snprintf(error, (size_t)errorSize, "libGLESv2 lacks %s", #name); return -1; }
    VITRINE_GL_FUNCTIONS(LOAD_GL)
#undef LOAD_GL
    egl->eglGetPlatformDisplay = (PFNEGLGETPLATFORMDISPLAYPROC)dlsym(libEGL, "eglGetPlatformDisplay");
    if (!egl->eglGetPlatformDisplay)
        egl->eglGetPlatformDisplay = (PFNEGLGETPLATFORMDISPLAYPROC)egl->eglGetProcAddress("eglGetPlatformDisplayEXT");
    egl->eglCreateImageKHR = (PFNEGLCREATEIMAGEKHRPROC)egl->eglGetProcAddress("eglCreateImageKHR");
    egl->eglDestroyImageKHR = (PFNEGLDESTROYIMAGEKHRPROC)egl->eglGetProcAddress("eglDestroyImageKHR");
    egl->eglSwapBuffersWithDamage =
        (PFNEGLSWAPBUFFERSWITHDAMAGEKHRPROC)egl->eglGetProcAddress("eglSwapBuffersWithDamageKHR");
    if (!egl->eglSwapBuffersWithDamage)
        egl->eglSwapBuffersWithDamage =
            (PFNEGLSWAPBUFFERSWITHDAMAGEKHRPROC)egl->eglGetProcAddress("eglSwapBuffersWithDamageEXT");
    egl->eglCreateSyncKHR = (PFNEGLCREATESYNCKHRPROC)egl->eglGetProcAddress("eglCreateSyncKHR");
    egl->eglDestroySyncKHR = (PFNEGLDESTROYSYNCKHRPROC)egl->eglGetProcAddress("eglDestroySyncKHR");
    egl->eglDupNativeFenceFDANDROID =
        (PFNEGLDUPNATIVEFENCEFDANDROIDPROC)egl->eglGetProcAddress("eglDupNativeFenceFDANDROID");
    gl->glEGLImageTargetRenderbufferStorageOES =
        (PFNGLEGLIMAGETARGETRENDERBUFFERSTORAGEOESPROC)egl->eglGetProcAddress("glEGLImageTargetRenderbufferStorageOES");
    return 0;
}

int vitrine_wayland_egl_load(VitrineWaylandEGL *wayland, char *error, int errorSize) {
    memset(wayland, 0, sizeof *wayland);
    if (!libWaylandEGL) libWaylandEGL = dlopen("libwayland-egl.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!libWaylandEGL) {
        snprintf(error, (size_t)errorSize, "cannot open libwayland-egl.so.1: %s", dlerror());
        return -1;
    }
    wayland->wl_egl_window_create = (struct wl_egl_window *(*)(struct wl_surface *, int, int))dlsym(libWaylandEGL, "wl_egl_window_create");
    wayland->wl_egl_window_destroy = (void (*)(struct wl_egl_window *))dlsym(libWaylandEGL, "wl_egl_window_destroy");
    if (!wayland->wl_egl_window_create || !wayland->wl_egl_window_destroy) {
        snprintf(error, (size_t)errorSize, "libwayland-egl lacks wl_egl_window_create or wl_egl_window_destroy");
        return -1;
    }
    return 0;
}
