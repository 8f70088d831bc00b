import CGLES
import Foundation
import Logging
import VitrinePlatform

/// An EGL display and an OpenGL ES 2 context made current, without any window: Mesa's
/// surfaceless platform (`EGL_MESA_platform_surfaceless`, which llvmpipe and every DRM
/// driver offer), else the default display with a 1×1 pbuffer; or, for a KMS display that
/// lends GBM buffers, EGL's GBM platform on its `gbm_device`, whose buffer objects become
/// EGLImages (`makeImage(of:)`); or, for a desktop window, EGL's X11 or Wayland platform on
/// the window's connection, with a window surface made on first use
/// (`makeWindowSurfaceCurrent(width:height:)`; on Wayland on a `wl_egl_window` of its own).
/// The renderer draws into framebuffer objects of its own.
@MainActor
package final class GLESContext {
    /// The entry points (see CGLES.h).
    package let egl: VitrineEGL
    package let gl: VitrineGL
    package let display: EGLDisplay
    private let context: EGLContext
    private let config: EGLConfig
    /// What `makeCurrent()` binds: the pbuffer (or none), then the window surface once made.
    private var surface: EGLSurface?
    private let pbufferSurface: EGLSurface?
    /// The window the surface is made on and the surface, once made.
    private let nativeWindow: GPUNativeWindow?
    private var windowSurface: EGLSurface?
    /// On Wayland: libwayland-egl, and the `wl_egl_window` the surface is made on.
    private var waylandEGL: VitrineWaylandEGL?
    private var waylandWindow: OpaquePointer?
    private let hasBufferAge: Bool
    /// Where EGL has no buffer age: whether the window surface keeps its back buffer's
    /// pixels across swaps (`EGL_BUFFER_PRESERVED`, where the config offers it: Mesa's
    /// software window surfaces on X11 do), so that each frame draws only its damage over
    /// the frame swapped last; and whether a swap has been made since.
    private var preservesWindowBuffer = false
    private var hasSwappedWindow = false
    /// Set by `closeWindow()`: nothing of this context may be used again.
    private var isClosed = false
    private let hasSwapWithDamage: Bool
    /// The GL_RENDERER string ("llvmpipe (LLVM 15.0.6, 256 bits)" on the software GPU).
    package let rendererName: String
    /// True for Mesa's software rasterisers (llvmpipe, softpipe, swrast): no GPU.
    package var isSoftware: Bool {
        ["llvmpipe", "softpipe", "swrast"].contains { rendererName.lowercased().contains($0) }
    }
    /// Which EGL platform gave the display.
    package let platform: String
    /// Whether EGL makes native fences (EGL_ANDROID_native_fence_sync): sync files that a
    /// KMS flip can wait for, instead of the CPU waiting with glFinish.
    package let hasNativeFences: Bool
    /// What the GPU buffers need is there: EGLImages of GBM buffer objects
    /// (EGL_KHR_image_pixmap) as renderbuffers (GL_OES_EGL_image); nil, or why not.
    package private(set) var scanoutFailure: String?

    /// Loads EGL, GLES and the driver on a thread of its own (Mesa's: one library for every
    /// platform, with LLVM for llvmpipe: tens of milliseconds of loading and relocating), so
    /// that the app's launch goes on meanwhile; the first context made waits for it. Once a
    /// process; a failure here is left for that context to find and say.
    package nonisolated static func preload() {
        _ = preloading
    }

    private nonisolated static let preloading: DispatchGroup = {
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            var egl = VitrineEGL(), gl = VitrineGL()
            var message = [CChar](repeating: 0, count: 256)
            guard vitrine_gles_load(&egl, &gl, &message, Int32(message.count)) == 0,
                  let getPlatformDisplay = egl.eglGetPlatformDisplay,
                  let extensions = egl.eglQueryString(nil, EGL_EXTENSIONS),
                  String(cString: extensions).contains("EGL_MESA_platform_surfaceless"),
                  let display = getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else { return }
            // Initialised once for the process: a context made on it later finds it so.
            var major: EGLint = 0, minor: EGLint = 0
            _ = egl.eglInitialize(display, &major, &minor)
        }
        return group
    }()

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
    /// With `gbmDevice` (a `struct gbm_device *`) the display is EGL's GBM platform on it;
    /// with `window`, EGL's X11 or Wayland platform on its connection (the config matching
    /// the X11 window's visual; on Wayland one without alpha, as the window is opaque).
    package init(gbmDevice: UnsafeMutableRawPointer? = nil, window: GPUNativeWindow? = nil) throws {
        // After the preload, if one started: the loader is not to be entered twice at once.
        Self.preloading.wait()
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
        } else if let window {
            let (name, platformEnum, extensions) = window.platform == .x11
                ? ("X11", EGL_PLATFORM_X11_KHR, ["EGL_KHR_platform_x11", "EGL_EXT_platform_x11"])
                : ("Wayland", EGL_PLATFORM_WAYLAND_KHR, ["EGL_KHR_platform_wayland", "EGL_EXT_platform_wayland"])
            guard extensions.contains(where: clientExtensions.contains), let getPlatformDisplay = egl.eglGetPlatformDisplay else {
                throw Failure.libraries("EGL has no \(name) platform (\(extensions[0]))")
            }
            if window.platform == .wayland {
                var wayland = VitrineWaylandEGL()
                guard vitrine_wayland_egl_load(&wayland, &message, Int32(message.count)) == 0 else {
                    throw Failure.libraries(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
                }
                waylandEGL = wayland
            }
            guard let windowDisplay = getPlatformDisplay(EGLenum(platformEnum), window.display, nil) else {
                throw Failure.egl("eglGetPlatformDisplay (\(name))", egl.eglGetError())
            }
            display = windowDisplay
            platform = name.lowercased()
        } else if clientExtensions.contains("EGL_MESA_platform_surfaceless"), let getPlatformDisplay = egl.eglGetPlatformDisplay {
            display = getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
            platform = "surfaceless"
        }
        if display == nil, gbmDevice == nil, window == nil {
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
        let surfaceType = (surfaceless ? 0 : EGL_PBUFFER_BIT) | (window != nil ? EGL_WINDOW_BIT : 0)
        var configAttributes: [EGLint] = [EGL_RENDERABLE_TYPE, EGL_OPENGL_ES2_BIT, EGL_SURFACE_TYPE, surfaceType,
                                          EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_NONE]
        var configs = [EGLConfig?](repeating: nil, count: 64)
        var count: EGLint = 0
        guard egl.eglChooseConfig(display, &configAttributes, &configs, EGLint(configs.count), &count) == EGL_TRUE,
              count > 0, let config = Self.pickConfig(egl, display, configs.prefix(Int(count)).compactMap { $0 },
                                                      visualID: window?.visualID) else {
            _ = egl.eglTerminate(display)
            throw Failure.egl("eglChooseConfig (GLES 2\(window != nil ? ", a window's visual" : ""))", egl.eglGetError())
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
        self.config = config
        self.surface = surface
        pbufferSurface = surface
        nativeWindow = window
        hasBufferAge = displayExtensions.contains("EGL_EXT_buffer_age")
        hasSwapWithDamage = egl.eglSwapBuffersWithDamage != nil
            && (displayExtensions.contains("EGL_KHR_swap_buffers_with_damage")
                || displayExtensions.contains("EGL_EXT_swap_buffers_with_damage"))
        self.platform = platform
        hasNativeFences = displayExtensions.contains("EGL_ANDROID_native_fence_sync")
            && egl.eglCreateSyncKHR != nil && egl.eglDestroySyncKHR != nil && egl.eglDupNativeFenceFDANDROID != nil
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

    /// The config for a window of `visualID` (X11: one whose native visual is the window's;
    /// else, and on Wayland (0), one of 8 bits a channel without alpha: EGL sorts deeper
    /// configs first, and a 10-bit one made XRGB2101010 buffers that weston's pixman
    /// renderer showed black); the first one elsewhere.
    private static func pickConfig(_ egl: VitrineEGL, _ display: EGLDisplay, _ configs: [EGLConfig],
                                   visualID: UInt?) -> EGLConfig? {
        guard let visualID else { return configs.first }
        func attribute(_ config: EGLConfig, _ name: EGLint) -> EGLint {
            var value: EGLint = 0
            return egl.eglGetConfigAttrib(display, config, name, &value) == EGL_TRUE ? value : -1
        }
        if visualID != 0, let match = configs.first(where: { UInt(attribute($0, EGL_NATIVE_VISUAL_ID)) == visualID }) {
            return match
        }
        let eightBits = configs.filter { config in
            [EGL_RED_SIZE, EGL_GREEN_SIZE, EGL_BLUE_SIZE].allSatisfy { attribute(config, $0) == 8 }
        }
        return eightBits.first { attribute($0, EGL_ALPHA_SIZE) == 0 } ?? eightBits.first
            ?? configs.first { attribute($0, EGL_ALPHA_SIZE) == 0 } ?? configs.first
    }

    /// Makes the window surface (on first use) and the context current on it; nil, or
    /// why not (no window, EGL refused the surface). On Wayland the surface's buffers are
    /// `width` x `height` pixels (the window's; an X11 window surface takes its window's size).
    package func makeWindowSurfaceCurrent(width: Int, height: Int) -> String? {
        guard let nativeWindow else { return "the EGL display is not on the window's connection" }
        if windowSurface == nil {
            var native = EGLNativeWindowType(nativeWindow.window)
            if nativeWindow.platform == .wayland {
                guard let waylandEGL, let wlSurface = nativeWindow.surface,
                      let made = waylandEGL.wl_egl_window_create(OpaquePointer(wlSurface), Int32(width), Int32(height)) else {
                    return "wl_egl_window_create failed"
                }
                waylandWindow = made
                native = EGLNativeWindowType(UInt(bitPattern: UnsafeRawPointer(made)))
            }
            guard let made = egl.eglCreateWindowSurface(display, config, native, nil) else {
                return "eglCreateWindowSurface failed (EGL error 0x\(String(egl.eglGetError(), radix: 16)))"
            }
            windowSurface = made
            surface = made
            guard makeCurrent() else {
                return "eglMakeCurrent on the window failed (EGL error 0x\(String(egl.eglGetError(), radix: 16)))"
            }
            // Preserving costs a copy of the last frame per swap where the driver's buffers
            // rotate (a tiled GPU reloads it): only where no buffer age tells what is there.
            var surfaceType: EGLint = 0
            if !hasBufferAge, egl.eglGetConfigAttrib(display, config, EGL_SURFACE_TYPE, &surfaceType) == EGL_TRUE,
               surfaceType & EGL_SWAP_BEHAVIOR_PRESERVED_BIT != 0 {
                preservesWindowBuffer = egl.eglSurfaceAttrib(display, made, EGL_SWAP_BEHAVIOR,
                                                             EGL_BUFFER_PRESERVED) == EGL_TRUE
            }
            // A Wayland swap waits for the compositor's frame callback, which never comes
            // while the window is hidden: the app would hang there. The window's vblank
            // timer paces the frames instead.
            if nativeWindow.platform == .wayland { _ = egl.eglSwapInterval(display, 0) }
            return nil
        }
        return makeCurrent() ? nil : "eglMakeCurrent on the window failed (EGL error 0x\(String(egl.eglGetError(), radix: 16)))"
    }

    /// The window is closing, and its desktop connection with it: destroys everything made
    /// on the connection and terminates the EGL display, which Mesa would otherwise hand
    /// out again for a new connection at the same address. The context is unusable after.
    package func closeWindow() {
        guard nativeWindow != nil, !isClosed else { return }
        isClosed = true
        _ = egl.eglMakeCurrent(display, nil, nil, nil)
        if let windowSurface { _ = egl.eglDestroySurface(display, windowSurface) }
        destroyWaylandWindow()
        if let pbufferSurface { _ = egl.eglDestroySurface(display, pbufferSurface) }
        _ = egl.eglDestroyContext(display, context)
        _ = egl.eglTerminate(display)
    }

    /// The `wl_egl_window` goes after the EGL surface made on it.
    private func destroyWaylandWindow() {
        if let waylandWindow { waylandEGL?.wl_egl_window_destroy(waylandWindow) }
        waylandWindow = nil
    }

    /// How many frames old the window surface's back buffer is (EGL_EXT_buffer_age; 1
    /// once swapped where the surface preserves it); 0, a full repaint, where neither
    /// tells or the age is unknown.
    package func windowBufferAge() -> Int {
        guard let windowSurface else { return 0 }
        guard hasBufferAge else { return preservesWindowBuffer && hasSwappedWindow ? 1 : 0 }
        var age: EGLint = 0
        return egl.eglQuerySurface(display, windowSurface, EGL_BUFFER_AGE_EXT, &age) == EGL_TRUE ? Int(age) : 0
    }

    /// How the window surface's back buffer is known, for the log: "EGL_EXT_buffer_age",
    /// "EGL_BUFFER_PRESERVED", or nil (each frame copied whole).
    package var windowBufferKnowledge: String? {
        hasBufferAge ? "EGL_EXT_buffer_age" : preservesWindowBuffer ? "EGL_BUFFER_PRESERVED" : nil
    }

    /// Shows the window surface's back buffer; `damage` (x, y, width, height, rows counted
    /// from the bottom) is what changed since the last swap, where EGL takes it.
    package func swapWindow(damage: [EGLint]) -> Bool {
        guard let windowSurface else { return false }
        let swapped: Bool
        if hasSwapWithDamage, let swap = egl.eglSwapBuffersWithDamage, !damage.isEmpty {
            var rects = damage
            swapped = swap(display, windowSurface, &rects, EGLint(damage.count / 4)) == EGL_TRUE
        } else {
            swapped = egl.eglSwapBuffers(display, windowSurface) == EGL_TRUE
        }
        hasSwappedWindow = hasSwappedWindow || swapped
        return swapped
    }

    /// A sync file that signals when the GPU has done everything submitted so far (the
    /// commands are flushed to it), or nil (no EGL_ANDROID_native_fence_sync, or EGL failed).
    package func makeNativeFence() -> Int32? {
        guard hasNativeFences, let createSync = egl.eglCreateSyncKHR, let destroySync = egl.eglDestroySyncKHR,
              let dupFence = egl.eglDupNativeFenceFDANDROID,
              let sync = createSync(display, EGLenum(EGL_SYNC_NATIVE_FENCE_ANDROID), nil) else { return nil }
        defer { _ = destroySync(display, sync) }
        // The fence's descriptor exists once the commands before it reach the GPU.
        gl.glFlush()
        let fence = dupFence(display, sync)
        return fence >= 0 ? fence : nil
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
        !isClosed && egl.eglMakeCurrent(display, surface, surface, context) == EGL_TRUE
    }

    isolated deinit {
        guard !isClosed else { return }
        _ = egl.eglMakeCurrent(display, nil, nil, nil)
        if let pbufferSurface { _ = egl.eglDestroySurface(display, pbufferSurface) }
        if let windowSurface { _ = egl.eglDestroySurface(display, windowSurface) }
        destroyWaylandWindow()
        _ = egl.eglDestroyContext(display, context)
        // The display is shared by every context of the process: left initialised.
    }
}
