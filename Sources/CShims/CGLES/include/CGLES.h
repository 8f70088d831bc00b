#ifndef VITRINE_CGLES_H
#define VITRINE_CGLES_H

// EGL and OpenGL ES 2 for the GPU renderer, opened with dlopen on first use (see
// GLESLoader.c): an app that renders on the CPU maps neither library, and a machine
// without them falls back to the CPU compositor instead of failing to start. Swift calls
// the functions through the tables below (`egl.eglInitialize(...)`), never the prototypes.

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>

#define VITRINE_EGL_FUNCTIONS(X) \
    X(PFNEGLGETPROCADDRESSPROC, eglGetProcAddress) \
    X(PFNEGLQUERYSTRINGPROC, eglQueryString) \
    X(PFNEGLGETDISPLAYPROC, eglGetDisplay) \
    X(PFNEGLINITIALIZEPROC, eglInitialize) \
    X(PFNEGLTERMINATEPROC, eglTerminate) \
    X(PFNEGLBINDAPIPROC, eglBindAPI) \
    X(PFNEGLCHOOSECONFIGPROC, eglChooseConfig) \
    X(PFNEGLCREATECONTEXTPROC, eglCreateContext) \
    X(PFNEGLDESTROYCONTEXTPROC, eglDestroyContext) \
    X(PFNEGLCREATEPBUFFERSURFACEPROC, eglCreatePbufferSurface) \
    X(PFNEGLDESTROYSURFACEPROC, eglDestroySurface) \
    X(PFNEGLMAKECURRENTPROC, eglMakeCurrent) \
    X(PFNEGLGETERRORPROC, eglGetError) \
    X(PFNEGLGETCONFIGSPROC, eglGetConfigs) \
    X(PFNEGLGETCONFIGATTRIBPROC, eglGetConfigAttrib) \
    X(PFNEGLCREATEWINDOWSURFACEPROC, eglCreateWindowSurface) \
    X(PFNEGLQUERYSURFACEPROC, eglQuerySurface) \
    X(PFNEGLSURFACEATTRIBPROC, eglSurfaceAttrib) \
    X(PFNEGLSWAPBUFFERSPROC, eglSwapBuffers) \
    X(PFNEGLSWAPINTERVALPROC, eglSwapInterval)

#define VITRINE_GL_FUNCTIONS(X) \
    X(PFNGLGETERRORPROC, glGetError) \
    X(PFNGLGETSTRINGPROC, glGetString) \
    X(PFNGLGETINTEGERVPROC, glGetIntegerv) \
    X(PFNGLGENTEXTURESPROC, glGenTextures) \
    X(PFNGLDELETETEXTURESPROC, glDeleteTextures) \
    X(PFNGLBINDTEXTUREPROC, glBindTexture) \
    X(PFNGLTEXIMAGE2DPROC, glTexImage2D) \
    X(PFNGLTEXSUBIMAGE2DPROC, glTexSubImage2D) \
    X(PFNGLTEXPARAMETERIPROC, glTexParameteri) \
    X(PFNGLACTIVETEXTUREPROC, glActiveTexture) \
    X(PFNGLPIXELSTOREIPROC, glPixelStorei) \
    X(PFNGLGENFRAMEBUFFERSPROC, glGenFramebuffers) \
    X(PFNGLDELETEFRAMEBUFFERSPROC, glDeleteFramebuffers) \
    X(PFNGLBINDFRAMEBUFFERPROC, glBindFramebuffer) \
    X(PFNGLFRAMEBUFFERTEXTURE2DPROC, glFramebufferTexture2D) \
    X(PFNGLCHECKFRAMEBUFFERSTATUSPROC, glCheckFramebufferStatus) \
    X(PFNGLVIEWPORTPROC, glViewport) \
    X(PFNGLSCISSORPROC, glScissor) \
    X(PFNGLENABLEPROC, glEnable) \
    X(PFNGLDISABLEPROC, glDisable) \
    X(PFNGLBLENDFUNCPROC, glBlendFunc) \
    X(PFNGLCLEARCOLORPROC, glClearColor) \
    X(PFNGLCLEARPROC, glClear) \
    X(PFNGLCREATESHADERPROC, glCreateShader) \
    X(PFNGLDELETESHADERPROC, glDeleteShader) \
    X(PFNGLSHADERSOURCEPROC, glShaderSource) \
    X(PFNGLCOMPILESHADERPROC, glCompileShader) \
    X(PFNGLGETSHADERIVPROC, glGetShaderiv) \
    X(PFNGLGETSHADERINFOLOGPROC, glGetShaderInfoLog) \
    X(PFNGLCREATEPROGRAMPROC, glCreateProgram) \
    X(PFNGLDELETEPROGRAMPROC, glDeleteProgram) \
    X(PFNGLATTACHSHADERPROC, glAttachShader) \
    X(PFNGLBINDATTRIBLOCATIONPROC, glBindAttribLocation) \
    X(PFNGLLINKPROGRAMPROC, glLinkProgram) \
    X(PFNGLGETPROGRAMIVPROC, glGetProgramiv) \
    X(PFNGLGETPROGRAMINFOLOGPROC, glGetProgramInfoLog) \
    X(PFNGLUSEPROGRAMPROC, glUseProgram) \
    X(PFNGLGETUNIFORMLOCATIONPROC, glGetUniformLocation) \
    X(PFNGLUNIFORM1IPROC, glUniform1i) \
    X(PFNGLUNIFORM1FPROC, glUniform1f) \
    X(PFNGLUNIFORM2FPROC, glUniform2f) \
    X(PFNGLUNIFORM3FPROC, glUniform3f) \
    X(PFNGLUNIFORM4FPROC, glUniform4f) \
    X(PFNGLUNIFORM1FVPROC, glUniform1fv) \
    X(PFNGLUNIFORM3FVPROC, glUniform3fv) \
    X(PFNGLUNIFORM4FVPROC, glUniform4fv) \
    X(PFNGLVERTEXATTRIBPOINTERPROC, glVertexAttribPointer) \
    X(PFNGLENABLEVERTEXATTRIBARRAYPROC, glEnableVertexAttribArray) \
    X(PFNGLDRAWARRAYSPROC, glDrawArrays) \
    X(PFNGLREADPIXELSPROC, glReadPixels) \
    X(PFNGLFINISHPROC, glFinish) \
    X(PFNGLFLUSHPROC, glFlush) \
    X(PFNGLGENRENDERBUFFERSPROC, glGenRenderbuffers) \
    X(PFNGLDELETERENDERBUFFERSPROC, glDeleteRenderbuffers) \
    X(PFNGLBINDRENDERBUFFERPROC, glBindRenderbuffer) \
    X(PFNGLFRAMEBUFFERRENDERBUFFERPROC, glFramebufferRenderbuffer)

#define VITRINE_DECLARE_FIELD(type, name) type name;

/// EGL entry points (libEGL.so.1).
typedef struct VitrineEGL {
    VITRINE_EGL_FUNCTIONS(VITRINE_DECLARE_FIELD)
    /// eglGetPlatformDisplay (EGL 1.5) or eglGetPlatformDisplayEXT; may be NULL.
    PFNEGLGETPLATFORMDISPLAYPROC eglGetPlatformDisplay;
    /// EGL_KHR_image_base, for scan-out buffers drawn by the GPU (GBM buffer objects on
    /// KMS); NULL where the library lacks it.
    PFNEGLCREATEIMAGEKHRPROC eglCreateImageKHR;
    PFNEGLDESTROYIMAGEKHRPROC eglDestroyImageKHR;
    /// EGL_KHR_swap_buffers_with_damage or EGL_EXT_swap_buffers_with_damage, for a window
    /// surface; NULL where the library lacks both.
    PFNEGLSWAPBUFFERSWITHDAMAGEKHRPROC eglSwapBuffersWithDamage;
    /// EGL_KHR_fence_sync and EGL_ANDROID_native_fence_sync, for a fence the KMS flip
    /// waits for instead of glFinish; NULL where the library lacks them.
    PFNEGLCREATESYNCKHRPROC eglCreateSyncKHR;
    PFNEGLDESTROYSYNCKHRPROC eglDestroySyncKHR;
    PFNEGLDUPNATIVEFENCEFDANDROIDPROC eglDupNativeFenceFDANDROID;
} VitrineEGL;

/// OpenGL ES 2 entry points (libGLESv2.so.2).
typedef struct VitrineGL {
    VITRINE_GL_FUNCTIONS(VITRINE_DECLARE_FIELD)
    /// GL_OES_EGL_image: a renderbuffer whose storage is an EGLImage; NULL where absent.
    PFNGLEGLIMAGETARGETRENDERBUFFERSTORAGEOESPROC glEGLImageTargetRenderbufferStorageOES;
} VitrineGL;

struct wl_surface;
struct wl_egl_window;

/// libwayland-egl's window for EGL's Wayland platform (what `eglCreateWindowSurface` takes
/// there), opened with dlopen on first use like EGL (see GLESLoader.c); no header needed.
typedef struct VitrineWaylandEGL {
    struct wl_egl_window *(*wl_egl_window_create)(struct wl_surface *surface, int width, int height);
    void (*wl_egl_window_destroy)(struct wl_egl_window *window);
} VitrineWaylandEGL;

/// Opens libwayland-egl.so.1 and fills the table. Returns 0 on success, else -1 with a line
/// for the log in `error`, as `vitrine_gles_load`.
int vitrine_wayland_egl_load(VitrineWaylandEGL *wayland, char *error, int errorSize);

/// Opens libEGL and libGLESv2 and fills both tables. Returns 0 on success, else -1 with a
/// line for the log in `error` (NUL-terminated, at most `errorSize` bytes).
int vitrine_gles_load(VitrineEGL *egl, VitrineGL *gl, char *error, int errorSize);

#endif
