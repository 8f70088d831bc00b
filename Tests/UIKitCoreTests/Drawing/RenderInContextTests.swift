import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

/// `CALayer.render(in:)` of views, on screen or never shown. iOS displays the layers that
/// need it before drawing them (the usual "render a label offscreen into an image"
/// pattern works) and does not lay out: a view that was never laid out is drawn as it is
/// ("call layoutIfNeeded before renderInContext" is the known advice).
@MainActor
@Suite("CALayer.render(in:) of views")
struct RenderInContextTests {
    /// Fills its left half with `color`.
    final class HalfFillView: UIView {
        var color = UIColor(red: 1, green: 0, blue: 0, alpha: 1) {
            didSet { setNeedsDisplay() }
        }
        private(set) var draws = 0

        override func draw(_ rect: CGRect) {
            draws += 1
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    /// Lays out its first subview to fill it, and counts its layouts.
    final class FillingContainer: UIView {
        private(set) var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            subviews.first?.frame = bounds
        }
    }

    private static let red: UInt32 = 0xFFFF_0000
    private static let blue: UInt32 = 0xFF00_00FF

    private func render(_ view: UIView, scale: CGFloat = 1) -> PixelBuffer {
        renderPixels(width: view.bounds.width, height: view.bounds.height, scale: scale) { context in
            view.layer.render(in: context.cgContext)
        }
    }

    private func makeLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        label.text = "Offscreen"
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        label.backgroundColor = .white
        return label
    }

    /// Pixels of strong red ink (text colour, anti-aliased edges excluded).
    private func redInk(_ pixels: PixelBuffer) -> Int {
        var count = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = argb(pixels, x, y)
                if (p >> 16) & 0xFF > 0xC0, (p >> 8) & 0xFF < 0x60, p & 0xFF < 0x60 { count += 1 }
            }
        }
        return count
    }

    @Test func aLabelNeverShownRendersItsText() {
        let label = makeLabel()
        #expect(label.window == nil && label.layer.needsDisplay())
        let pixels = render(label)
        // "Offscreen" at 17 points: several hundred pixels of solid ink, none before the fix.
        #expect(redInk(pixels) > 150)
        #expect(argb(pixels, 119, 0) == 0xFFFF_FFFF, "the background is drawn too")
        #expect(!label.layer.needsDisplay(), "the pending display was run")
        // The same as the snapshot path, which lays out and displays first.
        let snapshot = renderPixels(width: 120, height: 24) { _ in
            makeLabel().drawHierarchy(in: CGRect(x: 0, y: 0, width: 120, height: 24), afterScreenUpdates: true)
        }
        #expect((0..<24).allSatisfy { y in (0..<120).allSatisfy { x in argb(pixels, x, y) == argb(snapshot, x, y) } })
    }

    @Test func aLabelRendersAtTheRenderersScale() {
        let label = makeLabel()
        label.contentScaleFactor = 2
        let pixels = render(label, scale: 2)
        #expect(pixels.width == 240 && pixels.height == 48)
        #expect(redInk(pixels) > 600)
    }

    @Test func aCustomDrawingRunsOnceAndLaterRendersReuseIt() {
        let view = HalfFillView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let first = render(view)
        #expect(view.draws == 1)
        #expect(argb(first, 5, 5) == Self.red && argb(first, 35, 5) == 0)
        _ = render(view)
        #expect(view.draws == 1, "nothing was marked since: the backing store is reused")
        view.color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let second = render(view)
        #expect(view.draws == 2 && argb(second, 5, 5) == Self.blue)
    }

    @Test func nestedSubviewsAreDisplayedHiddenOnesAreLeftMarked() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        container.backgroundColor = .white
        let label = makeLabel()
        label.frame.origin = CGPoint(x: 10, y: 4)
        let inner = UIView(frame: CGRect(x: 10, y: 32, width: 140, height: 24))
        let fill = HalfFillView(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
        let hidden = HalfFillView(frame: CGRect(x: 100, y: 0, width: 40, height: 24))
        hidden.isHidden = true
        inner.addSubview(fill)
        inner.addSubview(hidden)
        container.addSubview(label)
        container.addSubview(inner)
        for scale in [1, 2] as [CGFloat] {
            for view in [container, label, inner, fill, hidden] { view.contentScaleFactor = scale }
            fill.setNeedsDisplay()
            label.setNeedsDisplay()
            let pixels = render(container, scale: scale)
            expectMatchesReference(pixels, named: "render-in-context-nested@\(Int(scale))x", tolerance: 0)
        }
        #expect(fill.draws == 2 && !fill.layer.needsDisplay())
        #expect(hidden.draws == 0 && hidden.layer.needsDisplay(), "a hidden view is not drawn and keeps its mark")
    }

    @Test func renderingDoesNotLayOut() {
        let container = FillingContainer(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let fill = HalfFillView(frame: .zero)
        container.addSubview(fill)
        #expect(container.layer.needsLayout())
        let pixels = render(container)
        #expect(container.layouts == 0 && container.layer.needsLayout(), "render(in:) does not lay out, as on iOS")
        #expect(inkedPixelCount(pixels) == 0, "the subview is still zero-sized")
        container.layoutIfNeeded()
        #expect(argb(render(container), 5, 5) == Self.red)
    }

    /// A view on screen that needs display and is rendered into an image: the image shows
    /// the new content, and so does the next frame, which repaints (damages) the view.
    @Test func aViewOnScreenRenderedBeforeItsFrameIsStillRedrawnOnScreen() throws {
        let (runtime, window) = try ControlScene.make(width: 100, height: 60)
        defer { runtime.stop() }
        let view = HalfFillView(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
        window.addSubview(view)
        runtime.stepUntilIdle()
        #expect(!runtime.needsFrame)

        _ = render(view)
        #expect(!runtime.needsFrame, "rendering a view with nothing pending asks for no frame")

        view.color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = render(view)
        #expect(argb(image, 5, 5) == Self.blue)
        #expect(view.draws == 2)
        #expect(runtime.needsFrame)
        let frames = runtime.stepFrames(1)
        let frame = try #require(frames.first)
        #expect(frame.layersDisplayed == 0, "the render displayed it already")
        let damage = frame.damage.reduce(CGRect.null) { $0.union($1) }
        #expect(damage.contains(CGRect(x: 10, y: 20, width: 20, height: 20)))
        #expect(!damage.contains(CGRect(x: 60, y: 20, width: 1, height: 1)), "the damage stays on the view")
        let screen = try #require(runtime.screenshot())
        #expect(argb(screen, 15, 25) | 0xFF00_0000 == Self.blue)
        #expect(argb(screen, 45, 25) | 0xFF00_0000 == 0xFFFF_FFFF)
        #expect(runtime.stepUntilIdle() == 0)
    }

    /// A frame that displays the view first, then a render: both show the same content.
    @Test func aViewOnScreenRenderedAfterItsFrameShowsWhatTheScreenShows() throws {
        let (runtime, window) = try ControlScene.make(width: 100, height: 60)
        defer { runtime.stop() }
        let view = HalfFillView(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
        window.addSubview(view)
        runtime.stepUntilIdle()
        view.color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        runtime.stepFrames(1)
        #expect(view.draws == 2)
        #expect(argb(render(view), 5, 5) == Self.blue)
        #expect(view.draws == 2 && !runtime.needsFrame)
    }
}
