import Foundation
import Testing
import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// Helpers shared by the end-to-end tests: scenes on a stepped headless display, screen
/// comparisons, references and log capture.
@MainActor
enum EndToEnd {
    /// A runtime of `width`×`height` points at `scale` with a key window filled with white;
    /// the panel is turned by `rotation` (its size swapped for a quarter turn).
    static func makeScreen(width: Int = 200, height: Int = 150, scale: CGFloat = 1,
                           rotation: DisplayRotation = .none, bufferCount: Int = 2) -> (VitrineRuntime, UIWindow) {
        let pixels = (width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale))
        let runtime = VitrineRuntime.headless(pixelWidth: rotation.swapsAxes ? pixels.height : pixels.width,
                                              pixelHeight: rotation.swapsAxes ? pixels.width : pixels.height,
                                              scale: scale, rotation: rotation, bufferCount: bufferCount)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        return (runtime, window)
    }

    /// Makes a plain 1024×768 screen at scale 1 `UIScreen.main` again, as before any
    /// runtime. Tests of other suites make views without a runtime, at the main screen's
    /// scale: a test that ran at scale 2 calls this before it returns (synchronously, so
    /// no other test runs in between).
    static func restoreDefaultMainScreen() {
        UIScreen.setMain(UIScreen(pixelWidth: 1024, pixelHeight: 768, scale: 1, maximumFramesPerSecond: 60))
    }

    /// Builds a scene with `build`, runs frames until idle and returns what the screen shows.
    static func screenshot(width: Int = 200, height: Int = 150, scale: CGFloat = 1,
                           _ build: (UIWindow) -> Void) -> PixelBuffer {
        let (runtime, window) = makeScreen(width: width, height: height, scale: scale)
        build(window)
        runtime.stepUntilIdle()
        return runtime.screenshot() ?? PixelBuffer(width: 0, height: 0)
    }

    /// The screen composed from scratch (`Compositor.renderFull`) from the current tree of
    /// `UIScreen.main`, as premultiplied ARGB.
    static func freshlyComposedScreen() -> PixelBuffer {
        let screen = UIScreen.main
        let compositor = Compositor(pixelWidth: Int(screen.nativeBounds.width), pixelHeight: Int(screen.nativeBounds.height))
        return compositor.renderFull(root: screen.rootLayer, scale: screen.scale)!
    }

    /// Pixels whose colour (alpha ignored: the screen has none) differs by more than
    /// `tolerance` in a channel; returns the count and the first such pixel.
    static func differences(_ lhs: PixelBuffer, _ rhs: PixelBuffer, tolerance: Int = 0) -> (count: Int, first: (x: Int, y: Int)?) {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return (Int.max, nil) }
        var count = 0
        var first: (x: Int, y: Int)?
        for y in 0..<lhs.height {
            for x in 0..<lhs.width {
                let a = lhs.premultipliedARGB(x: x, y: y), b = rhs.premultipliedARGB(x: x, y: y)
                if a & 0xFF_FFFF == b & 0xFF_FFFF { continue }
                let distance = max(abs(Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)),
                                   abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)),
                                   abs(Int(a & 0xFF) - Int(b & 0xFF)))
                if distance > tolerance {
                    count += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        return (count, first)
    }

    /// The RGB of a screen pixel.
    static func rgb(_ pixels: PixelBuffer, _ x: Int, _ y: Int) -> UInt32 {
        pixels.premultipliedARGB(x: x, y: y) & 0xFF_FFFF
    }

    /// Compares with `Tests/UIKitTests/References/<name>.png` (end-to-end references sit with
    /// the other UIKit references, named "e2e-…").
    static func expectReference(_ pixels: PixelBuffer, named name: String,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let anchor = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEnd.swift").path
        expectMatchesReference(pixels, named: name, filePath: anchor, sourceLocation: sourceLocation)
    }

    /// Runs `body` and returns the log lines the view stack (UIKit, QuartzCore, CoreGraphics)
    /// wrote meanwhile (main-actor tests run one at a time, but tests of other modules may
    /// log from other threads then: hence the filter).
    static func capturingLog(_ body: () -> Void) -> [String] {
        let sources = ["[UIKitCore]", "[QuartzCore]", "[CoreGraphics]"]
        return capturingStandardError(body).filter { line in sources.contains { line.contains($0) } }
    }
}

/// A view that fills its bounds with one colour in draw(_:) and counts its draws.
@MainActor
final class FilledView: UIView {
    var fill: UIColor
    var drawCount = 0

    init(frame: CGRect, fill: UIColor) {
        self.fill = fill
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        fill.setFill()
        UIRectFill(rect)
    }
}

/// A view that draws a fixed asymmetric picture in its bounds: a quarter in each of four
/// colours and a black bar along the top, so placement and scaling are visible.
@MainActor
final class QuadrantView: UIView {
    var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        let b = bounds
        let halfW = b.width / 2, halfH = b.height / 2
        UIColor.red.setFill()
        UIRectFill(CGRect(x: b.minX, y: b.minY, width: halfW, height: halfH))
        UIColor.green.setFill()
        UIRectFill(CGRect(x: b.minX + halfW, y: b.minY, width: halfW, height: halfH))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: b.minX, y: b.minY + halfH, width: halfW, height: halfH))
        UIColor.yellow.setFill()
        UIRectFill(CGRect(x: b.minX + halfW, y: b.minY + halfH, width: halfW, height: halfH))
        UIColor.black.setFill()
        UIRectFill(CGRect(x: b.minX, y: b.minY, width: b.width, height: 2))
    }
}
