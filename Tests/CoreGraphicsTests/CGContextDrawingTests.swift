import CoreGraphics
import Testing
import VitrineTestSupport

/// Pixel tests of CGContext drawing against reference PNGs.
@Suite struct CGContextDrawingTests {
    private func canvas(width: Int = 64, height: Int = 64) -> (PixelBuffer, CGContext) {
        let pixels = PixelBuffer(width: width, height: height)
        pixels.fill(0xFFFF_FFFF)
        return (pixels, CGContext(pixelBuffer: pixels))
    }

    @Test func fillRectIsPixelExact() {
        let (pixels, context) = canvas(width: 8, height: 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 3, width: 4, height: 2))
        context.flush()
        #expect(pixels.pixel(x: 2, y: 3) == 0xFFFF_0000)
        #expect(pixels.pixel(x: 5, y: 4) == 0xFFFF_0000)
        #expect(pixels.pixel(x: 1, y: 3) == 0xFFFF_FFFF)
        #expect(pixels.pixel(x: 2, y: 5) == 0xFFFF_FFFF)
    }

    @Test func strokesWithCapsJoinsAndDashes() {
        let (pixels, context) = canvas()
        context.setStrokeColor(red: 0, green: 0, blue: 0.8, alpha: 1)
        context.setLineWidth(6)
        for (index, cap) in [CGLineCap.butt, .round, .square].enumerated() {
            context.setLineCap(cap)
            let y = CGFloat(8 + index * 10)
            context.strokeLineSegments(between: [CGPoint(x: 8, y: y), CGPoint(x: 28, y: y)])
        }
        context.setLineWidth(4)
        for (index, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            context.setLineJoin(join)
            let x = CGFloat(34 + index * 10)
            context.addLines(between: [CGPoint(x: x, y: 28), CGPoint(x: x + 2, y: 14), CGPoint(x: x + 4, y: 28)])
            context.strokePath()
        }
        context.setLineCap(.butt)
        context.setLineWidth(2)
        context.setStrokeColor(gray: 0, alpha: 1)
        context.setLineDash(phase: 0, lengths: [6, 3])
        context.stroke(CGRect(x: 8, y: 40, width: 48, height: 16))
        context.flush()
        expectMatchesReference(pixels, named: "strokes")
    }

    @Test func arcsAndEllipses() {
        let (pixels, context) = canvas()
        context.setFillColor(red: 0, green: 0.6, blue: 0, alpha: 1)
        context.move(to: CGPoint(x: 20, y: 20))
        // In this upper-left context, CG's clockwise: false runs clockwise on screen.
        context.addArc(center: CGPoint(x: 20, y: 20), radius: 16, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        context.closePath()
        context.fillPath()
        context.setStrokeColor(red: 0.8, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(3)
        context.strokeEllipse(in: CGRect(x: 34, y: 6, width: 26, height: 16))
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 8, y: 38, width: 48, height: 20), cornerWidth: 8, cornerHeight: 8)
        context.addPath(path)
        context.fillPath()
        context.flush()
        expectMatchesReference(pixels, named: "arcs")
    }

    @Test func clipLimitsPaintingAndRestoreRemovesIt() {
        let (pixels, context) = canvas(width: 8, height: 8)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 8))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 4, height: 8))
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 6, width: 8, height: 2))
        context.flush()
        #expect(pixels.pixel(x: 3, y: 0) == 0xFF00_0000)
        #expect(pixels.pixel(x: 4, y: 0) == 0xFFFF_FFFF)
        #expect(pixels.pixel(x: 7, y: 7) == 0xFF00_0000)
    }

    @Test func evenOddClipAndFill() {
        let (pixels, context) = canvas(width: 12, height: 12)
        context.addRect(CGRect(x: 0, y: 0, width: 12, height: 12))
        context.addRect(CGRect(x: 4, y: 4, width: 4, height: 4))
        context.setFillColor(gray: 0, alpha: 1)
        context.fillPath(using: .evenOdd)
        context.flush()
        #expect(pixels.pixel(x: 5, y: 5) == 0xFFFF_FFFF)
        #expect(pixels.pixel(x: 1, y: 1) == 0xFF00_0000)
    }

    @Test func gradients() {
        let (pixels, context) = canvas()
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                           CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                  locations: [0, 1])!
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 64, height: 28))
        context.drawLinearGradient(gradient, start: CGPoint(x: 16, y: 0), end: CGPoint(x: 48, y: 0), options: [])
        context.restoreGState()
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 32, width: 64, height: 32))
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: 32, y: 48), startRadius: 0,
                                   endCenter: CGPoint(x: 32, y: 48), endRadius: 14, options: [.drawsAfterEndLocation])
        context.restoreGState()
        context.flush()
        // Without options, nothing is painted before the start or after the end.
        #expect(pixels.pixel(x: 4, y: 4) == 0xFFFF_FFFF)
        #expect(pixels.pixel(x: 60, y: 4) == 0xFFFF_FFFF)
        // drawsAfterEndLocation extends the end colour outside the end circle.
        #expect(pixels.pixel(x: 2, y: 34) == 0xFF00_00FF)
        expectMatchesReference(pixels, named: "gradients")
    }

    @Test func imagesKeepCoreGraphicsOrientation() throws {
        // 2x2 image: red top-left, green top-right, blue bottom-left, white bottom-right.
        let source = PixelBuffer(width: 2, height: 2)
        for (index, value) in [UInt32(0xFFFF_0000), 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF].enumerated() {
            source.data.storeBytes(of: value, toByteOffset: (index / 2) * source.bytesPerRow + (index % 2) * 4,
                                   as: UInt32.self)
        }
        let image = CGImage(pixels: source)

        // Bitmap context (origin lower left): the image appears upright.
        let bitmap = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpaceCreateDeviceRGB(),
                                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                                | CGBitmapInfo.byteOrder32Little.rawValue))
        bitmap.interpolationQuality = .none
        bitmap.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let upright = try #require(bitmap.makeImage()).pixels
        #expect(upright.pixel(x: 0, y: 0) == 0xFFFF_0000)
        #expect(upright.pixel(x: 3, y: 3) == 0xFFFF_FFFF)

        // Upper-left context: CGContext.draw flips it as on Apple platforms; drawUpright does not.
        let (pixels, context) = canvas(width: 4, height: 8)
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        context.drawUpright(image, in: CGRect(x: 0, y: 4, width: 4, height: 4))
        context.flush()
        #expect(pixels.pixel(x: 0, y: 0) == 0xFF00_00FF)
        #expect(pixels.pixel(x: 0, y: 3) == 0xFFFF_0000)
        #expect(pixels.pixel(x: 0, y: 4) == 0xFFFF_0000)
        #expect(pixels.pixel(x: 3, y: 7) == 0xFFFF_FFFF)
    }

    @Test func imageScaledWithBilinearFiltering() {
        let source = PixelBuffer(width: 2, height: 2)
        for (index, value) in [UInt32(0xFFFF_0000), 0xFF00_FF00, 0xFF00_00FF, 0xFF00_0000].enumerated() {
            source.data.storeBytes(of: value, toByteOffset: (index / 2) * source.bytesPerRow + (index % 2) * 4,
                                   as: UInt32.self)
        }
        let (pixels, context) = canvas(width: 32, height: 32)
        context.drawUpright(CGImage(pixels: source), in: CGRect(x: 4, y: 4, width: 24, height: 24))
        context.flush()
        expectMatchesReference(pixels, named: "image-scaled")
    }

    @Test func nonFiniteInputDrawsNothingAndLaterDrawingWorks() {
        let (pixels, context) = canvas(width: 8, height: 8)
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
        context.move(to: CGPoint(x: 0, y: CGFloat.infinity))
        context.addLine(to: CGPoint(x: 4, y: 4))
        context.translateBy(x: .nan, y: 0)
        context.scaleBy(x: 0, y: 0)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.flush()
        #expect(pixels.pixel(x: 0, y: 0) == 0xFFFF_FFFF)
        // A fresh state after the degenerate scale is restored draws normally.
        let (later, fresh) = canvas(width: 8, height: 8)
        fresh.saveGState()
        fresh.scaleBy(x: 0, y: 1)
        fresh.restoreGState()
        fresh.setFillColor(gray: 0, alpha: 1)
        fresh.fill(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        fresh.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        fresh.flush()
        #expect(later.pixel(x: 1, y: 1) == 0xFF00_0000)
    }

    @Test func ctmExcludesTheBaseFlip() throws {
        let bitmap = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpaceCreateDeviceRGB(),
                                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(bitmap.ctm.isIdentity)
        bitmap.translateBy(x: 3, y: 4)
        #expect(bitmap.ctm == CGAffineTransform(translationX: 3, y: 4))
        bitmap.setFillColor(gray: 0, alpha: 1)
        bitmap.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let pixels = try #require(bitmap.makeImage()).pixels
        // User (3, 4) in a y-up context of height 10 is row 5 from the top.
        #expect(pixels.pixel(x: 3, y: 5) == 0xFF00_0000)
        #expect(pixels.pixel(x: 3, y: 4) == 0)
    }

    @Test func clearBlendModeAndAlpha() {
        let (pixels, context) = canvas(width: 4, height: 4)
        context.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        context.setAlpha(0.5)
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        context.setAlpha(1)
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        context.flush()
        #expect(pixels.pixel(x: 0, y: 0) == 0)
        // Half-transparent black over white: mid gray (cairo rounds 127.5 down).
        #expect([0xFF7F_7F7F, 0xFF80_8080].contains(pixels.pixel(x: 2, y: 0)))
        // .copy replaces the destination with the half-transparent source.
        #expect([0x7F00_007F, 0x8000_0080].contains(pixels.pixel(x: 3, y: 3)))
    }
}
