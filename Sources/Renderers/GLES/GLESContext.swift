import CGLES
import Foundation
import Logging

/// An EGL display and an OpenGL ES 2 context made current, without any window: Mesa's
/// surfaceless platform (`EGL_MESA_platform_surfaceless`, which llvmpipe and every DRM
/// driver offer), else the default display with a 1×1 pbuffer; or, for a KMS display that
/// lends GBM buffers, EGL's GBM platform on its `gbm_device`, whose buffer objects become
/// EGLImages (`makeImage(of:)`). The renderer draws into framebuffer objects of its own.
@MainActor
package final class GLESContext {
    /// The entry points (see CGLES.h).
    package let egl: VitrineEGL
    package let gl: VitrineGL
    package let display: EGLDisplay
    private let context: EGLContext
    private let surface: EGLSurface?
    /// The GL_RENDERER string ("llvmpipe (LLVM 15.0.6, 256 bits)" on the software GPU).
    package let rendererName: String
    /// True for Mesa's software rasterisers (llvmpipe, softpipe, swrast): no GPU.
    package var isSoftware: Bool {
        ["llvmpipe", "softpipe", "swrast"].contains { rendererName.lowercased().contains($0) }
    }
    /// Which EGL platform gave the display.
    package let platform: String
    /// What the GPU buffers need is there: EGLImages of GBM buffer objects
    /// (EGL_KHR_image_pixmap) as renderbuffers (GL_OES_EGL_image); nil, or why not.
    package private(set) var scanoutFailure: String?

    package enum Failure: Error, CustomStringConvertible {
        case libraries(String)
        case egl(String, EGLint)

        package var description: String {
            switch self {
            case .libraries(let reason): return reason
            case .egl(let step, let code): return "\(step) failed (EGL error 0x\(String(code, radix: 16)))"
            }
        }
    }

    /// Opens EGL and GLES and makes a context current; throws when any step fails (no
    /// libraries, no display, no GLES 2 config), which the caller logs before falling back.
    /// With `gbmDevice` (a `struct gbm_device *`) the display is EGL's GBM platform on it.
    package init(gbmDevice: UnsafeMutableRawPointer? = nil) throws {
        var egl = VitrineEGL(), gl = VitrineGL()
        var message = [CChar](repeating: 0, count: 256)
        guard vitrine_gles_load(&egl, &gl, &message, Int32(message.count)) == 0 else {
            throw Failure.libraries(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.egl = egl
        self.gl = gl
        let clientExtensions = egl.eglQueryString(nil, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
        var display: EGLDisplay?
        var platform = "default"
        if let gbmDevice {
            guard clientExtensions.contains("EGL_KHR_platform_gbm") || clientExtensions.contains("EGL_MESA_platform_gbm"),
                  let getPlatformDisplay = egl.eglGetPlatformDisplay else {
                throw Failure.libraries("EGL has no GBM platform (EGL_KHR_platform_gbm)")
            }
            guard let gbmDisplay = getPlatformDisplay(EGLenum(EGL_PLATFORM_GBM_KHR), gbmDevice, nil) else {
                throw Failure.egl("eglGetPlatformDisplay (GBM)", egl.eglGetError())
            }
            display = gbmDisplay
            platform = "gbm"
        } else if clientExtensions.contains("EGL_MESA_platform_surfaceless"), let getPlatformDisplay = egl.eglGetPlatformDisplay {
            display = getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
            platform = "surfaceless"
        }
        if display == nil, gbmDevice == nil {
            display = egl.eglGetDisplay(nil)
            platform = "default"
        }
        guard let display else { throw Failure.egl("eglGetDisplay", egl.eglGetError()) }
        var major: EGLint = 0, minor: EGLint = 0
        guard egl.eglInitialize(display, &major, &minor) == EGL_TRUE else {
            throw Failure.egl("eglInitialize (\(platform))", egl.eglGetError())
        }
        guard egl.eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else {
            _ = egl.eglTerminate(display)
            throw Failure.egl("eglBindAPI(GLES)", egl.eglGetError())
        }
        let displayExtensions = egl.eglQueryString(display, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
        let surfaceless = displayExtensions.contains("EGL_KHR_surfaceless_context")
        let surfaceType = surfaceless ? 0 : EGL_PBUFFER_BIT
        var configAttributes: [EGLint] = [EGL_RENDERABLE_TYPE, EGL_OPENGL_ES2_BIT, EGL_SURFACE_TYPE, surfaceType,
                                          EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_NONE]
        var config: EGLConfig?
        var count: EGLint = 0
        guard egl.eglChooseConfig(display, &configAttributes, &config, 1, &count) == EGL_TRUE, count > 0, let config else {
            _ = egl.eglTerminate(display)
            throw Failure.egl("eglChooseConfig (GLES 2)", egl.eglGetError())
        }
        var contextAttributes: [EGLint] = [EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE]
        guard let context = egl.eglCreateContext(display, config, nil, &contextAttributes) else {
            _ = egl.eglTerminate(display)
            throw Failure.egl("eglCreateContext (GLES 2)", egl.eglGetError())
        }
        var surface: EGLSurface?
        if !surfaceless {
            var pbufferAttributes: [EGLint] = [EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE]
            surface = egl.eglCreatePbufferSurface(display, config, &pbufferAttributes)
        }
        guard egl.eglMakeCurrent(display, surface, surface, context) == EGL_TRUE else {
            let code = egl.eglGetError()
            _ = egl.eglDestroyContext(display, context)
            _ = egl.eglTerminate(display)
            throw Failure.egl("eglMakeCurrent", code)
        }
        self.display = display
        self.context = context
        self.surface = surface
        self.platform = platform
        rendererName = gl.glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown"
        let glExtensions = gl.glGetString(GLenum(GL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        if gbmDevice != nil {
            if !displayExtensions.contains("EGL_KHR_image_pixmap") || egl.eglCreateImageKHR == nil {
                scanoutFailure = "EGL has no images of GBM buffers (EGL_KHR_image_pixmap)"
            } else if !glExtensions.contains("GL_OES_EGL_image") || gl.glEGLImageTargetRenderbufferStorageOES == nil {
                scanoutFailure = "GLES has no EGLImage renderbuffers (GL_OES_EGL_image)"
            }
        } else {
            scanoutFailure = "the EGL display is not on the display's GBM device"
        }
    }

    /// An EGLImage of a GBM buffer object (`struct gbm_bo *`), nil when EGL refuses it.
    package func makeImage(of buffer: UnsafeMutableRawPointer) -> EGLImageKHR? {
        egl.eglCreateImageKHR?(display, nil, EGLenum(EGL_NATIVE_PIXMAP_KHR), buffer, nil)
    }

    package func destroyImage(_ image: EGLImageKHR) {
        _ = egl.eglDestroyImageKHR?(display, image)
    }

    /// Makes the context current again (another context may have been made current since).
    package func makeCurrent() -> Bool {
        egl.eglMakeCurrent(display, surface, surface, context) == EGL_TRUE
    }

    isolated deinit {
        _ = egl.eglMakeCurrent(display, nil, nil, nil)
        if let surface { _ = egl.eglDestroySurface(display, surface) }
        _ = egl.eglDestroyContext(display, context)
        // The display is shared by every context of the process: left initialised.
    }
}
