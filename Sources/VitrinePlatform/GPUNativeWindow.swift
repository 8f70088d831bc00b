/// A desktop window as EGL takes it: the connection for `eglGetPlatformDisplay` and the
/// window for `eglCreateWindowSurface`.
public struct GPUNativeWindow: @unchecked Sendable {
    public enum Platform: Sendable, Equatable {
        /// `display` is an Xlib `Display *`, `window` an X11 `Window` id (EGL_PLATFORM_X11_KHR).
        case x11
        /// `display` is a `struct wl_display *`, `surface` the window's `struct wl_surface *`,
        /// on which the renderer makes a `wl_egl_window` of the window's pixel size
        /// (EGL_PLATFORM_WAYLAND_KHR); `window` and `visualID` are 0.
        case wayland
    }

    public let platform: Platform
    public let display: UnsafeMutableRawPointer
    public let window: UInt
    /// The window's visual (X11 `VisualID`): the EGL config must match it; 0 when unknown.
    public let visualID: UInt
    /// The Wayland surface; nil on X11.
    public let surface: UnsafeMutableRawPointer?

    public init(platform: Platform, display: UnsafeMutableRawPointer, window: UInt, visualID: UInt,
                surface: UnsafeMutableRawPointer? = nil) {
        self.platform = platform
        self.display = display
        self.window = window
        self.visualID = visualID
        self.surface = surface
    }
}
