import Logging
import Synchronization

extension PixelBuffer {
    /// Whether a failed `allocate(_:height:format:for:)` was logged and none succeeded since.
    private static let failureLogged = Mutex(false)
    private static let allocationLogger = Logger(label: "vitrine.coregraphics")

    /// Allocates as `init?(allocating:height:format:)` a buffer whose size comes from an
    /// app or the display (a cropped image, a vector image, a gradient, a mask, a
    /// transition's snapshot, a copy of an image or of the screen):
    /// nil when the memory cannot be had, logged with `purpose` once until such an
    /// allocation succeeds again, so that a frame drawing it again does not flood the log
    /// (issue 29).
    package static func allocate(_ width: Int, height: Int, format: PixelFormat = .argb32Premultiplied,
                                 for purpose: @autoclosure () -> String) -> PixelBuffer? {
        let buffer = PixelBuffer(allocating: width, height: height, format: format)
        let failed = buffer == nil
        let logs = failureLogged.withLock { logged in
            defer { logged = failed }
            return failed && !logged
        }
        if logs { allocationLogger.error("no memory for \(purpose()) of \(width)x\(height) pixels") }
        return buffer
    }
}
