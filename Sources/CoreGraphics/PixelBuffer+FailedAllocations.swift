extension PixelBuffer {
    /// Allocates as `init?(allocating:height:format:)` a buffer whose size comes from an
    /// app or the display (a cropped image, a vector image, a gradient, a mask, a
    /// transition's snapshot, a copy of an image or of the screen):
    /// nil when the memory cannot be had, logged with `purpose` once until an allocation
    /// for the same purpose succeeds again (`AllocationFailures`), so that a frame drawing
    /// it again does not flood the log (issue 29).
    package static func allocate(_ width: Int, height: Int, format: PixelFormat = .argb32Premultiplied,
                                 for purpose: @autoclosure () -> String) -> PixelBuffer? {
        let buffer = PixelBuffer(allocating: width, height: height, format: format)
        AllocationFailures.note(succeeded: buffer != nil, for: purpose) { "no memory for \($0) of \(width)x\(height) pixels" }
        return buffer
    }
}
