import Foundation

/// The pixels a layer in a `CATransition` showed when the transition started: a copy of
/// a box of the previous frame, and where that box lies on screen.
struct TransitionSnapshot {
    let image: PixelBuffer
    let origin: (x: Int32, y: Int32)

    /// A copy of `box` (screen pixels, inside the frame) of `frame`; nil for an empty box,
    /// or when the memory for the copy cannot be had (the transition shows no old content).
    init?(of frame: PixelBuffer, box: PixelRect) {
        guard !box.isEmpty, frame.bytesPerPixel == 4,
              let image = PixelBuffer.allocate(Int(box.width), height: Int(box.height), for: "a transition's snapshot") else {
            return nil
        }
        let rowBytes = Int(box.width) * 4
        for row in 0..<Int(box.height) {
            let source = frame.data + (Int(box.y0) + row) * frame.bytesPerRow + Int(box.x0) * 4
            let destination = image.data + row * image.bytesPerRow
            destination.copyMemory(from: source, byteCount: rowBytes)
            // A frame painted in place in an XRGB buffer leaves its unused byte undefined.
            if frame.format == .xrgb32 {
                let pixels = destination.assumingMemoryBound(to: UInt32.self)
                for x in 0..<Int(box.width) { pixels[x] |= 0xFF00_0000 }
            }
        }
        self.image = image
        origin = (box.x0, box.y0)
    }
}
