import QuartzCore

/// A delegate that records what the layer pipeline asks of it.
@MainActor
final class RecordingDelegate: CALayerDelegate {
    var drawnRects: [CGRect] = []
    var laidOut: [String] = []
    var fill: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    var onLayout: ((CALayer) -> Void)?
    var onDraw: ((CALayer) -> Void)?

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawnRects.append(layer.rectBeingDisplayed)
        ctx.setFillColor(fill)
        ctx.fill(layer.bounds)
        onDraw?(layer)
    }

    func layoutSublayers(of layer: CALayer) {
        laidOut.append(layer.name ?? "?")
        onLayout?(layer)
    }
}

@MainActor
func makeLayer(_ name: String, frame: CGRect, color: CGColor? = nil) -> CALayer {
    let layer = CALayer()
    layer.name = name
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// An image of `width`×`height` pixels filled by `pixel(x, y)` (premultiplied ARGB).
func makeImage(width: Int, height: Int, pixel: (Int, Int) -> UInt32) -> CGImage {
    let buffer = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            buffer.data.storeBytes(of: pixel(x, y), toByteOffset: y * buffer.bytesPerRow + x * 4, as: UInt32.self)
        }
    }
    return CGImage(pixels: buffer)
}

/// The first pixel where the two buffers differ (ARGB, ignoring the unused byte of xrgb32).
func firstDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> (x: Int, y: Int, a: UInt32, b: UInt32)? {
    guard a.width == b.width, a.height == b.height else { return (-1, -1, 0, 0) }
    for y in 0..<a.height {
        for x in 0..<a.width {
            let pa = a.premultipliedARGB(x: x, y: y) | 0xFF00_0000, pb = b.premultipliedARGB(x: x, y: y) | 0xFF00_0000
            if pa != pb { return (x, y, pa, pb) }
        }
    }
    return nil
}
