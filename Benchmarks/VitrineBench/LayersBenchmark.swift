import CPixman
import UIKit

/// Scenario 4: 50 overlapping translucent, rotated image layers, all moving each
/// frame, composited by Vitrine and by the same pixman calls issued directly.
@MainActor
struct LayersBenchmark {
    let frames: Int
    static let count = 50
    static let imageSize = (width: 320, height: 200)

    /// Where layer `index` is in frame `frame`: centre, rotation, opacity.
    static func placement(_ index: Int, frame: Int) -> (x: CGFloat, y: CGFloat, angle: CGFloat, opacity: Float) {
        let column = index % 10, row = index / 10
        return (x: 160 + CGFloat(column) * 170, y: 150 + CGFloat(row) * 200,
                angle: CGFloat(index) * 0.1 + CGFloat(frame) * 0.01, opacity: 0.6)
    }

    func run() -> [String] {
        let image = Self.makeImage()
        let ours = Summary(vitrineTimes(image: image))
        let direct = Summary(pixmanTimes(image: image))
        return [
            "4. \(Self.count) overlapping translucent rotated layers, all moving (\(frames) frames)",
            "   Vitrine composite   median \(Format.ms(ours.median))  p99 \(Format.ms(ours.p99))",
            "   direct pixman       median \(Format.ms(direct.median))  p99 \(Format.ms(direct.p99))  (reference)",
            "   ratio               \(Format.ratio(ours.median, direct.median)) (goal <= 1.1x)",
        ]
    }

    private func vitrineTimes(image: CGImage) -> [Double] {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        let layers = (0..<Self.count).map { _ in CALayer() }
        for layer in layers {
            layer.bounds = CGRect(x: 0, y: 0, width: Self.imageSize.width, height: Self.imageSize.height)
            layer.contents = image
            window.layer.addSublayer(layer)
        }
        func place(frame: Int) {
            for (index, layer) in layers.enumerated() {
                let p = Self.placement(index, frame: frame)
                layer.position = CGPoint(x: p.x, y: p.y)
                layer.setAffineTransform(CGAffineTransform(rotationAngle: p.angle))
                layer.opacity = p.opacity
            }
        }
        place(frame: 0)
        runtime.stepUntilIdle()
        var times: [Double] = []
        for frame in 1...max(1, frames) {
            place(frame: frame)
            if let stats = runtime.stepFrames(1).first { times.append(stats.compositeTime) }
        }
        return times
    }

    /// The calls a minimal pixman compositor makes for the same frames: clear, 50
    /// transformed OVER composites with an opacity mask, copy to the scan-out buffer.
    private func pixmanTimes(image: CGImage) -> [Double] {
        let width: Int32 = 1920, height: Int32 = 1080
        let shadow = PixelBuffer(width: 1920, height: 1080, format: .argb32Premultiplied)
        let target = PixelBuffer(width: 1920, height: 1080, format: .xrgb32)
        let pixels = image.pixels
        guard let shadowImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height,
                                                         shadow.data.assumingMemoryBound(to: UInt32.self), Int32(shadow.bytesPerRow)),
              let targetImage = pixman_image_create_bits(PIXMAN_x8r8g8b8, width, height,
                                                         target.data.assumingMemoryBound(to: UInt32.self), Int32(target.bytesPerRow)),
              let source = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(pixels.width), Int32(pixels.height),
                                                    pixels.data.assumingMemoryBound(to: UInt32.self), Int32(pixels.bytesPerRow))
        else { return [] }
        defer { pixman_image_unref(shadowImage); pixman_image_unref(targetImage); pixman_image_unref(source) }
        var opacity = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(0.6 * 65535))
        let mask = pixman_image_create_solid_fill(&opacity)
        defer { pixman_image_unref(mask) }
        var black = pixman_color_t(red: 0, green: 0, blue: 0, alpha: 0xFFFF)
        let background = pixman_image_create_solid_fill(&black)
        defer { pixman_image_unref(background) }
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)

        var times: [Double] = []
        for frame in 1...max(1, frames) {
            let start = Measure.monotonic()
            pixman_image_composite32(PIXMAN_OP_SRC, background, nil, shadowImage, 0, 0, 0, 0, 0, 0, width, height)
            for index in 0..<Self.count {
                let p = Self.placement(index, frame: frame)
                let w = CGFloat(Self.imageSize.width), h = CGFloat(Self.imageSize.height)
                let toScreen = CGAffineTransform(translationX: -w / 2, y: -h / 2)
                    .concatenating(CGAffineTransform(rotationAngle: p.angle))
                    .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
                let box = CGRect(x: 0, y: 0, width: w, height: h).applying(toScreen).integral
                let inverse = toScreen.inverted()
                var f = pixman_f_transform()
                f.m = ((Double(inverse.a), Double(inverse.c), Double(inverse.tx)),
                       (Double(inverse.b), Double(inverse.d), Double(inverse.ty)), (0, 0, 1))
                var fixed = pixman_transform()
                pixman_transform_from_pixman_f_transform(&fixed, &f)
                pixman_image_set_transform(source, &fixed)
                pixman_image_composite32(PIXMAN_OP_OVER, source, mask, shadowImage,
                                         Int32(box.minX), Int32(box.minY), 0, 0,
                                         Int32(box.minX), Int32(box.minY), Int32(box.width), Int32(box.height))
            }
            pixman_image_composite32(PIXMAN_OP_SRC, shadowImage, nil, targetImage, 0, 0, 0, 0, 0, 0, width, height)
            times.append(Measure.monotonic() - start)
        }
        return times
    }

    /// A 320x200 opaque gradient picture.
    static func makeImage() -> CGImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: imageSize.width, height: imageSize.height),
                                               format: {
                                                   let format = UIGraphicsImageRendererFormat()
                                                   format.scale = 1
                                                   return format
                                               }())
        let image = renderer.image { context in
            UIColor.systemIndigo.setFill()
            context.fill(CGRect(x: 0, y: 0, width: imageSize.width, height: imageSize.height))
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 160, height: 160)).fill()
        }
        return image.cgImage!
    }
}
