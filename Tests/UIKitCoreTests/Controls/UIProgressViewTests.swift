import Testing
import UIKitCore
import VitrineTestSupport

@MainActor
@Suite("UIProgressView")
struct UIProgressViewTests {
    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// The x range of mostly red pixels along row `y` of `pixels` (empty when none): the
    /// fill, its anti-aliased round ends included.
    private func redSpan(_ pixels: PixelBuffer, row y: Int) -> Range<Int> {
        let xs = (0..<pixels.width).filter {
            let p = pixels.premultipliedARGB(x: $0, y: y)
            let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
            return r >= 0x80 && g < 0x80 && r > b
        }
        guard let first = xs.first, let last = xs.last else { return 0..<0 }
        return first..<(last + 1)
    }

    @Test func defaultsAreApples() {
        let view = UIProgressView()
        // Apple: "The default value is 0.0"; progressViewStyle "default is UIProgressViewStyleDefault".
        #expect(view.progress == 0 && view.progressViewStyle == .default)
        #expect(view.progressTintColor == nil && view.trackTintColor == nil)
        #expect(view.progressImage == nil && view.trackImage == nil)
        // iOS 14 and later: a 4-point bar, any width.
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 0, height: 4))
        #expect(view.sizeThatFits(CGSize(width: 300, height: 50)) == CGSize(width: 300, height: 4))
        #expect(!view.isOpaque)
    }

    // Apple: init(progressViewStyle:) "sets the view height according to the style";
    // iOS makes it 160 points wide.
    @Test func theStyleSetsTheHeight() {
        let standard = UIProgressView(progressViewStyle: .default)
        #expect(standard.frame == CGRect(x: 0, y: 0, width: 160, height: 4))
        let bar = UIProgressView(progressViewStyle: .bar)
        // 2.5 points rounded up to whole pixels: 3 at scale 1, 2.5 at scale 2.
        let scale = bar.contentScaleFactor
        #expect(bar.progressViewStyle == .bar)
        #expect(bar.frame.size == CGSize(width: 160, height: (2.5 * scale).rounded(.up) / scale))
        bar.contentScaleFactor = 1
        #expect(bar.intrinsicContentSize.height == 3)
        bar.contentScaleFactor = 2
        #expect(bar.intrinsicContentSize.height == 2.5)
        bar.progressViewStyle = .default
        #expect(bar.frame.size == CGSize(width: 160, height: 4), "a new style resizes the view")
    }

    // iOS keeps the style's height whatever frame is set ("the height is determined by
    // the progress view's style").
    @Test func theHeightStaysTheStyles() {
        let view = UIProgressView(frame: CGRect(x: 20, y: 30, width: 200, height: 20))
        #expect(view.frame == CGRect(x: 20, y: 30, width: 200, height: 4))
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 4))
        view.bounds = CGRect(x: 0, y: 0, width: 120, height: 0)
        #expect(view.bounds.size == CGSize(width: 120, height: 4))
    }

    // Apple: "Values less than 0.0 and greater than 1.0 are pinned to those limits."
    @Test func progressIsPinned() {
        let view = UIProgressView()
        view.progress = -1
        #expect(view.progress == 0)
        view.progress = 2
        #expect(view.progress == 1)
        view.setProgress(-.infinity, animated: true)
        #expect(view.progress == 0)
        view.progress = 0.25
        #expect(view.progress == 0.25)
        // iOS pins with MIN then MAX, which turn NaN into 1; logged here.
        view.progress = .nan
        #expect(view.progress == 1)
        view.progress = 0.25
        view.setProgress(.nan, animated: true)
        #expect(view.progress == 1)
    }

    // iOS: a tint colour and an image of the same part exclude each other.
    @Test func aColourAndAnImageReplaceEachOther() {
        let view = UIProgressView()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        view.progressTintColor = .systemRed
        view.progressImage = image
        #expect(view.progressTintColor == nil && view.progressImage === image)
        view.progressTintColor = .systemRed
        #expect(view.progressImage == nil && view.progressTintColor == .systemRed)
        view.trackTintColor = .systemGray
        view.trackImage = image
        #expect(view.trackTintColor == nil && view.trackImage === image)
        view.trackTintColor = .systemGray
        #expect(view.trackImage == nil)
    }

    /// The filled part is the progress's share of the width, rounded, but never narrower
    /// than its two round ends (2 × 4 points; observed on iOS: 1 % to 8 % of a 100-point
    /// bar all show 8 points), and hidden at 0.
    @Test func theFilledPartsWidth() throws {
        let (runtime, window) = try ControlScene.make(width: 120, height: 20)
        defer { runtime.stop() }
        let view = UIProgressView(frame: CGRect(x: 10, y: 8, width: 100, height: 4))
        view.progressTintColor = Self.red
        view.trackTintColor = Self.blue
        window.addSubview(view)
        for (progress, span) in [(0.3, 10..<40), (1, 10..<110), (0.01, 10..<18), (0.09, 10..<19), (0.456, 10..<56)] as [(Float, Range<Int>)] {
            view.progress = progress
            #expect(redSpan(ControlScene.settledScreen(runtime), row: 10) == span, "progress \(progress)")
        }
        view.progress = 0
        let empty = ControlScene.settledScreen(runtime)
        #expect(redSpan(empty, row: 10).isEmpty)
        #expect(empty.premultipliedARGB(x: 60, y: 10) | 0xFF00_0000 == 0xFF00_00FF, "the track shows")
    }

    @Test func anImageFillsExactlyTheProgress() throws {
        let (runtime, window) = try ControlScene.make(width: 120, height: 20)
        defer { runtime.stop() }
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            Self.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let view = UIProgressView(frame: CGRect(x: 10, y: 8, width: 100, height: 4))
        view.progressImage = red
        window.addSubview(view)
        view.progress = 0.05
        #expect(redSpan(ControlScene.settledScreen(runtime), row: 10) == 10..<15, "an image has no minimum width")
        view.progress = 0
        #expect(redSpan(ControlScene.settledScreen(runtime), row: 10).isEmpty)
    }

    /// iOS animates linearly for as many seconds as the change (at least 0.2 s from or to
    /// 0), with Core Animation: no drawing, damage only on the bar, no frame once there.
    @Test func animatedProgressMovesLinearlyOnTheSteppedClock() throws {
        let (runtime, window) = try ControlScene.make(width: 240, height: 40)
        defer { runtime.stop() }
        let view = UIProgressView(frame: CGRect(x: 20, y: 18, width: 200, height: 4))
        view.progressTintColor = Self.red
        view.progress = 0.5
        window.addSubview(view)
        runtime.stepUntilIdle()
        #expect(redSpan(runtime.renderScreen()!, row: 20) == 20..<120)

        view.setProgress(0.8, animated: true)
        #expect(view.progress == 0.8, "the model value is set at once")
        // 0.3 of the bar: 0.3 s. Halfway, the fill is halfway from 100 to 160 points.
        var frames = runtime.stepFrames(10)
        let first = try #require(frames.first)
        let middle = redSpan(try #require(runtime.screenshot()), row: 20)
        let elapsed = try #require(frames.last).timestamp - first.timestamp
        #expect(abs(CGFloat(middle.upperBound - 20) - (100 + 60 * CGFloat(elapsed / 0.3))) <= 2.5,
                "after \(elapsed) s the fill ends at \(middle.upperBound)")
        frames += runtime.stepFrames(30)
        #expect(!runtime.needsFrame, "no frame once the animation is over")
        #expect(redSpan(try #require(runtime.screenshot()), row: 20) == 20..<180)
        #expect(frames.allSatisfy { $0.layersDisplayed == 0 }, "nothing is redrawn: the compositor moves the fill")
        let damage = frames.flatMap(\.damage).reduce(CGRect.null) { $0.union($1) }
        #expect(CGRect(x: 20, y: 18, width: 200, height: 4).contains(damage), "damage \(damage) stays on the bar")
        let animated = frames.filter { !$0.damage.isEmpty }.count
        #expect(animated >= 17 && animated <= 20, "one frame per vsync for 0.3 s: \(animated)")
    }

    @Test func fromEmptyTheFillFadesInForAtLeastAFifthOfASecond() throws {
        let (runtime, window) = try ControlScene.make(width: 240, height: 40)
        defer { runtime.stop() }
        let view = UIProgressView(frame: CGRect(x: 20, y: 18, width: 200, height: 4))
        window.addSubview(view)
        runtime.stepUntilIdle()
        view.setProgress(0.05, animated: true)
        let frames = runtime.stepFrames(30)
        let moving = frames.filter { !$0.damage.isEmpty }.count
        #expect(moving >= 11 && moving <= 14, "0.2 s at 60 Hz, not 0.05 s: \(moving) frames")
        #expect(!runtime.needsFrame)
    }

    @Test func unchangedProgressDoesNotAnimate() throws {
        let (runtime, window) = try ControlScene.make(width: 240, height: 40)
        defer { runtime.stop() }
        let view = UIProgressView(frame: CGRect(x: 20, y: 18, width: 200, height: 4))
        view.progress = 0.4
        window.addSubview(view)
        runtime.stepUntilIdle()
        view.setProgress(0.4, animated: true)
        #expect(!runtime.needsFrame)
    }

    @Test func looksLikeIOS() throws {
        for scale in [1, 2] as [CGFloat] {
            let (runtime, window) = try ControlScene.make(width: 220, height: 150, scale: scale)
            let rows: [(UIProgressView.Style, Float)] = [
                (.default, 0), (.default, 0.3), (.default, 1), (.default, 0.02),
                (.bar, 0), (.bar, 0.3), (.bar, 1),
            ]
            for (index, (style, progress)) in rows.enumerated() {
                let view = UIProgressView(progressViewStyle: style)
                view.frame = CGRect(x: 10, y: 8 + CGFloat(index) * 14, width: 200, height: 4)
                view.progress = progress
                window.addSubview(view)
            }
            let tinted = UIProgressView(frame: CGRect(x: 10, y: 106, width: 200, height: 4))
            tinted.progress = 0.6
            tinted.progressTintColor = .systemOrange
            tinted.trackTintColor = .systemGray4
            window.addSubview(tinted)
            let tintedBar = UIProgressView(progressViewStyle: .bar)
            tintedBar.frame = CGRect(x: 10, y: 120, width: 200, height: 3)
            tintedBar.progress = 0.45
            tintedBar.progressTintColor = .systemGreen
            tintedBar.trackTintColor = .systemGray5
            window.addSubview(tintedBar)
            let inheritsTint = UIView(frame: CGRect(x: 10, y: 134, width: 200, height: 4))
            inheritsTint.tintColor = .systemPink
            let pink = UIProgressView(frame: inheritsTint.bounds)
            pink.progress = 0.75
            inheritsTint.addSubview(pink)
            window.addSubview(inheritsTint)
            #expect(tintedBar.frame.height == (scale == 1 ? 3 : 2.5))
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "progress@\(Int(scale))x", tolerance: 1)
            runtime.stop()
        }
    }
}
