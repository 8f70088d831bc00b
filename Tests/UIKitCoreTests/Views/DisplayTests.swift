import Foundation
import Testing
import UIKitCore
import VitrineTestSupport

/// Records every draw(_:) call and fills the rect, so its store has pixels.
@MainActor
private final class DrawingView: UIView {
    var drawnRects: [CGRect] = []
    var hadContext = false
    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        hadContext = UIGraphicsGetCurrentContext() != nil
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()?.fill(rect)
    }
}

@MainActor
private final class PlainView: UIView {}

@MainActor
private final class SuperCallingView: UIView {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor.blue.setFill()
        UIGraphicsGetCurrentContext()?.fill(rect)
    }
}

@MainActor
private final class SometimesDrawingView: UIView {
    private var fill: UIColor?
    init(frame: CGRect, fill: UIColor? = nil) {
        self.fill = fill
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard let fill else { return }
        fill.setFill()
        UIRectFill(rect)
    }
}

@MainActor
private final class TwoColourView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 5, y: 0, width: 10, height: 10))
        UIColor(white: 1, alpha: 0.5).setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 15, y: 2, width: 5, height: 5))
    }
}

@MainActor
private final class TaggedLayer: CALayer {
    var tag = "custom"
}

@MainActor
private final class TaggedLayerView: UIView {
    override class var layerClass: AnyClass { TaggedLayer.self }
}

@MainActor
struct DisplayTests {
    @Test func layerClassPicksTheClassOfTheBackingLayer() {
        let view = TaggedLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect((view.layer as? TaggedLayer)?.tag == "custom")
        #expect(view.layer.delegate === view)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test func drawsOnceWhenFirstShownThenOnlyWhenAsked() {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.needsDisplay())
        view.layer.displayIfNeeded()
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        #expect(view.hadContext)
        #expect(UIGraphicsGetCurrentContext() == nil)

        view.frame = CGRect(x: 30, y: 30, width: 100, height: 50)
        view.alpha = 0.5
        view.layer.displayIfNeeded()
        #expect(view.drawnRects.count == 1)
        #expect(view.layer.backingStore?.width == Int(100 * view.contentScaleFactor))
    }

    @Test func dirtyRectsAreUnionedIntoOneDraw() {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.displayIfNeeded()
        view.drawnRects = []
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 50, y: 40, width: 10, height: 10))
        view.layer.displayIfNeeded()
        view.layer.displayIfNeeded()
        #expect(view.drawnRects == [CGRect(x: 10, y: 10, width: 50, height: 40)])

        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        #expect(view.drawnRects.last == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func viewsThatDoNotDrawKeepNoBackingStore() {
        let view = PlainView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .green
        view.layer.displayIfNeeded()
        #expect(view.layer.backingStore == nil)
        // The view is known now: a resize does not redraw it.
        view.bounds.size = CGSize(width: 300, height: 300)
        #expect(!view.layer.needsDisplay())
        // An explicit request still probes, and keeps no store.
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        #expect(view.layer.backingStore == nil)
        // Plain UIViews are known without a probe.
        #expect(!UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer.needsDisplay())
    }

    /// A class that calls super.draw and draws only in some states: one blank instance
    /// must not stop the next one from getting its first drawing.
    @Test func aBlankInstanceDoesNotSilenceItsClass() {
        let blank = SometimesDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        blank.layer.displayIfNeeded()
        #expect(blank.layer.backingStore == nil)
        let filled = SometimesDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), fill: .red)
        #expect(filled.layer.needsDisplay())
        filled.layer.displayIfNeeded()
        #expect(filled.layer.backingStore != nil)
    }

    @Test func aSubclassCallingSuperStillDraws() {
        let view = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.displayIfNeeded()
        #expect(view.layer.backingStore != nil)
        let next = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(next.layer.needsDisplay())
    }

    @Test func aViewTooSmallToDrawIsDrawnOnceItHasASize() {
        let view = DrawingView()
        view.layer.displayIfNeeded()
        #expect(view.drawnRects.isEmpty)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.layer.displayIfNeeded()
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 20, height: 20)])
    }

    @Test func contentModeMapsToGravity() {
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.redraw, .resize), (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left),
            (.right, .right), (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft),
            (.bottomRight, .bottomRight),
        ]
        let view = UIView()
        #expect(view.contentMode == .scaleToFill)
        #expect(view.layer.contentsGravity == .resize)
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.contentMode == mode)
            #expect(view.layer.contentsGravity == gravity)
            #expect(view.layer.needsDisplayOnBoundsChange == (mode == .redraw))
        }
    }

    @Test func redrawModeRedrawsOnSizeChangeOnly() {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.displayIfNeeded()
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layer.displayIfNeeded()
        #expect(view.drawnRects.count == 1)

        view.contentMode = .redraw
        view.center = CGPoint(x: 100, y: 100)
        view.layer.displayIfNeeded()
        #expect(view.drawnRects.count == 1)
        view.bounds.size = CGSize(width: 30, height: 40)
        view.layer.displayIfNeeded()
        #expect(view.drawnRects.last == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.drawnRects.count == 2)
    }

    @Test func appearanceIsStoredInTheLayer() {
        let view = UIView()
        #expect(view.alpha == 1)
        #expect(!view.isHidden)
        #expect(!view.clipsToBounds)
        #expect(view.isOpaque)
        #expect(view.clearsContextBeforeDrawing)
        #expect(view.backgroundColor == nil)
        #expect(view.layer.delegate === view)

        view.alpha = 0.25
        view.isHidden = true
        view.clipsToBounds = true
        view.backgroundColor = .red
        #expect(view.layer.opacity == 0.25)
        #expect(view.layer.isHidden)
        #expect(view.layer.masksToBounds)
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.backgroundColor === UIColor.red)
        // Opaque only when the background is opaque too.
        #expect(view.layer.isOpaque)
        view.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        #expect(!view.layer.isOpaque)
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
        #expect(!view.layer.isOpaque)
    }

    @Test func tintColorIsInherited() {
        final class Watching: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = Watching(), child = Watching(), tinted = Watching(), grandchild = Watching()
        parent.addSubview(child)
        parent.addSubview(tinted)
        tinted.addSubview(grandchild)
        tinted.tintColor = .green
        #expect(child.tintColor == UIColor.systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == UIColor.red)
        #expect(grandchild.tintColor == UIColor.green)
        let counts: [Int] = [parent.changes, child.changes, tinted.changes, grandchild.changes]
        #expect(counts == [1, 1, 1, 1])
        parent.tintColor = nil
        #expect(child.tintColor == UIColor.systemBlue)
    }

    @Test func movingIntoAnotherTintTellsTheViewsThatInheritIt() {
        final class Watching: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let red = UIView(), blue = UIView(), moved = Watching(), inner = Watching(), own = Watching()
        red.tintColor = .red
        moved.addSubview(inner)
        moved.addSubview(own)
        own.tintColor = .green
        own.changes = 0
        red.addSubview(moved)
        #expect(moved.changes == 1 && inner.changes == 1 && own.changes == 0)
        blue.addSubview(moved)
        #expect(moved.tintColor == UIColor.systemBlue && moved.changes == 2 && inner.changes == 2)
        moved.removeFromSuperview()
        #expect(moved.changes == 2, "systemBlue either way: no change")
    }

    @Test func drawsInPointsAtTheScreenScale() throws {
        let view = TwoColourView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.contentScaleFactor = 2
        view.bounds.origin = CGPoint(x: 5, y: 0)
        view.layer.displayIfNeeded()
        let store = try #require(view.layer.backingStore)
        #expect(store.width == 40 && store.height == 20)
        expectMatchesReference(store, named: "views-two-colour-scale-2", filePath: Self.referencesAnchor)
    }

    // The shared References folder of UIKitTests, one level up from this file.
    private static let referencesAnchor = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Views.swift").path
}
