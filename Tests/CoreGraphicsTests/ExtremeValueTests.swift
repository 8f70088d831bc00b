import CoreGraphics
import Foundation
import Testing

/// Values an app can pass that do not fit the integer types of cairo, pango or Swift:
/// each must give a defined result (clamped, unlimited or rejected) instead of a trap.
@Suite struct ExtremeValueTests {
    private let font = TextLayout.Font(pointSize: 12)
    private let paragraph = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    // MARK: Text layout

    /// `.greatestFiniteMagnitude` is the usual iOS way to say "no limit".
    @Test(arguments: [CGFloat.greatestFiniteMagnitude, .infinity, 3_000_000])
    func hugeWidthMeansUnlimited(width: CGFloat) {
        let unlimited = TextLayout(runs: [.init(text: paragraph, font: font)])
        let layout = TextLayout(runs: [.init(text: paragraph, font: font)], width: width)
        #expect(layout.lineCount == 1)
        #expect(layout.size == unlimited.size)
    }

    @Test(arguments: [CGFloat.greatestFiniteMagnitude, .infinity, 3_000_000])
    func hugeHeightWithTruncationKeepsEveryLine(height: CGFloat) {
        let runs: [TextLayout.Run] = [.init(text: "one\ntwo\nthree", font: font)]
        let unlimited = TextLayout(runs: runs)
        let layout = TextLayout(runs: runs, width: .greatestFiniteMagnitude, height: height, truncation: .end)
        #expect(layout.lineCount == 3)
        #expect(layout.size == unlimited.size)
    }

    @Test(arguments: [Int.max, Int(Int32.max) + 1, Int(Int32.max)])
    func lineLimitBeyondInt32KeepsEveryLine(lines: Int) {
        let runs: [TextLayout.Run] = [.init(text: paragraph, font: font)]
        let unlimited = TextLayout(runs: runs, width: 150)
        let layout = TextLayout(runs: runs, width: 150, truncation: .end, maximumNumberOfLines: lines)
        #expect(unlimited.lineCount > 2)
        #expect(layout.lineCount == unlimited.lineCount)
        #expect(layout.size == unlimited.size)
    }

    @Test(arguments: [CGFloat.greatestFiniteMagnitude, 1e30, .infinity, .nan])
    func extremeLineSpacingGivesAFiniteSize(spacing: CGFloat) {
        let layout = TextLayout(runs: [.init(text: "one\ntwo", font: font)], lineSpacing: spacing)
        #expect(layout.lineCount == 2)
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
    }

    @Test(arguments: [CGFloat.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e30, .infinity, -.infinity])
    func extremeKernGivesAFiniteSize(kern: CGFloat) {
        let layout = TextLayout(runs: [.init(text: "kern", font: font, kern: kern)])
        #expect(layout.lineCount == 1)
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
    }

    @Test func nanKernIsIgnored() {
        let plain = TextLayout(runs: [.init(text: "kern", font: font)])
        let layout = TextLayout(runs: [.init(text: "kern", font: font, kern: .nan)])
        #expect(layout.size == plain.size)
    }

    // MARK: Arcs

    /// Turns beyond the first retrace the circle: at most 8 quarter curves, not billions.
    @Test(arguments: [CGFloat(1e30), -1e30, 1e12, -1e12, .greatestFiniteMagnitude])
    func hugeArcSweepDrawsOneCircle(delta: CGFloat) {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, delta: delta)
        #expect(path.elements.count >= 5 && path.elements.count <= 9)
        // Bézier quarter circles overshoot the circle by at most 0.03 % of the radius.
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX - 40) < 0.01 && abs(box.minY - 40) < 0.01)
        #expect(abs(box.width - 20) < 0.01 && abs(box.height - 20) < 0.01)
    }

    @Test func arcBeyondATurnEndsWhereTheWholeSweepEnds() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 10 * .pi + 1)
        #expect(abs(path.currentPoint.x - 10 * cos(1)) < 1e-9)
        #expect(abs(path.currentPoint.y - 10 * sin(1)) < 1e-9)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteArcSweepGivesNoCurves(sweep: CGFloat) {
        #expect(PathGeometry.arcCurves(center: .zero, radius: 1, startAngle: 0, sweep: sweep).isEmpty)
    }

    // MARK: Bitmaps

    @Test func bitmapWhoseSizeOverflowsIsRejected() throws {
        let provider = try #require(CGDataProvider(data: Data(count: 64)))
        let info = CGBitmapInfo(alphaInfo: .premultipliedFirst)
        func image(width: Int, height: Int, bitsPerPixel: Int, bytesPerRow: Int) -> CGImage? {
            CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
                    bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info,
                    provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        #expect(image(width: Int.max / 2, height: 1, bitsPerPixel: 32, bytesPerRow: Int.max) == nil)
        #expect(image(width: 1, height: 3, bitsPerPixel: 32, bytesPerRow: Int.max) == nil)
        #expect(image(width: 1, height: Int.max, bitsPerPixel: 32, bytesPerRow: 4) == nil)
        #expect(image(width: 4, height: 4, bitsPerPixel: 32, bytesPerRow: 16)?.pixels.width == 4)
    }

    @Test func gradientWithNegativeCountIsRejected() {
        let components: [CGFloat] = [1, 0, 0, 1]
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil,
                           count: -1) == nil)
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil,
                           count: 1)?.stops.count == 1)
    }

    @Test func bitmapContextWithRowsBeyondInt32IsRejected() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
        defer { memory.deallocate() }
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        #expect(CGContext(data: memory, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: Int(Int32.max) + 1,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) == nil)
        #expect(CGContext(data: memory, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 16,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)?.bytesPerRow == 16)
    }

    // MARK: Drawing budget

    @Test func drawingBudgetLimitsSideAndArea() {
        #expect(PixelBuffer.fitsDrawingBudget(width: 8192, height: 8192))
        #expect(!PixelBuffer.fitsDrawingBudget(width: 8193, height: 8192))
        #expect(PixelBuffer.fitsDrawingBudget(width: 16384, height: 1))
        #expect(!PixelBuffer.fitsDrawingBudget(width: 16384.5, height: 1))
        #expect(PixelBuffer.fitsDrawingBudget(width: 0, height: 0))
        #expect(!PixelBuffer.fitsDrawingBudget(width: .greatestFiniteMagnitude, height: 1))
        #expect(!PixelBuffer.fitsDrawingBudget(width: 1, height: .infinity))
        #expect(!PixelBuffer.fitsDrawingBudget(width: .nan, height: 1))
    }
}
