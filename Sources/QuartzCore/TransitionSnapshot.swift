import Foundation

/// The pixels a layer in a `CATransition` showed when the transition started: a copy of
/// a box of the previous frame, and where that box lies on screen.
package struct TransitionSnapshot {
    let image: PixelBuffer
    let origin: (x: Int32, y: Int32)

    /// A copy of `box` (screen pixels, inside the frame) of `frame`, a renderer's last
    /// frame in memory; nil for an empty box, or when the memory for the copy cannot be
    /// had (the transition shows no old content).
    package static func copy(_ box: PixelRect, of frame: PixelBuffer) -> PixelBuffer? {
        guard !box.isEmpty, frame.bytesPerPixel == 4,
              let image = PixelBuffer.allocate(Int(box.width), height: Int(box.height), for: "a transition's snapshot") else {
            return nil
        }
        let rowBytes = Int(box.width) * 4
        for row in 0..<Int(box.height) {
            let source = frame.data + (Int(box.y0) + row) * frame.bytesPerRow + Int(box.x0) * 4
            image.data.advanced(by: row * image.bytesPerRow).copyMemory(from: source, byteCount: rowBytes)
        }
        // A frame painted in place in an XRGB buffer leaves its unused byte undefined.
        if frame.format == .xrgb32 { makeOpaque(image) }
        return image
    }

    /// Sets every pixel's alpha to 255: a frame is opaque, whatever its buffer's unused or
    /// blended alpha byte holds.
    package static func makeOpaque(_ image: PixelBuffer) {
        for row in 0..<image.height {
            let pixels = (image.data + row * image.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width { pixels[x] |= 0xFF00_0000 }
        }
    }
}
