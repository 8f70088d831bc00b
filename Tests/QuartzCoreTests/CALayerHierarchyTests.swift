import Testing
@testable import QuartzCore

@MainActor
struct CALayerHierarchyTests {
    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    @Test func insertAndRemoveSublayers() {
        let root = CALayer()
        #expect(root.sublayers == nil)
        let a = named("a"), b = named("b"), c = named("c"), d = named("d")
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, above: a)
        root.insertSublayer(d, at: 0)
        #expect(names(root) == ["d", "a", "b", "c"])
        root.insertSublayer(d, below: c)
        #expect(names(root) == ["a", "b", "d", "c"])
        let e = named("e")
        root.replaceSublayer(b, with: e)
        #expect(names(root) == ["a", "e", "d", "c"])
        #expect(b.superlayer == nil && e.superlayer === root)
        c.removeFromSuperlayer()
        #expect(names(root) == ["a", "e", "d"])
        root.insertSublayer(a, at: 3)
        #expect(names(root) == ["e", "d", "a"])
    }

    @Test func addingALayerElsewhereMovesIt() {
        let one = CALayer(), two = CALayer(), moving = CALayer()
        one.addSublayer(moving)
        two.addSublayer(moving)
        #expect(one.sublayers == nil)
        #expect(two.sublayers?.first === moving && moving.superlayer === two)
    }

    @Test func settingSublayersReplacesThem() {
        let root = CALayer()
        let old = named("old")
        root.addSublayer(old)
        root.sublayers = [named("x"), named("y")]
        #expect(names(root) == ["x", "y"])
        #expect(old.superlayer == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil)
    }

    @Test func initWithLayerCopiesModelProperties() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.opacity = 0.5
        layer.cornerRadius = 2
        layer.addSublayer(CALayer())
        let copy = CALayer(layer: layer)
        #expect(copy.frame == layer.frame && copy.opacity == 0.5 && copy.cornerRadius == 2)
        #expect(copy.sublayers == nil)
        // Never shown in a frame: no presentation yet, as on iOS.
        #expect(layer.presentation() == nil && layer.model() === layer)
        // A standalone layer's implicit animation; no action for a key that is not animatable.
        #expect((layer.action(forKey: "position") as? CABasicAnimation)?.keyPath == "position")
        #expect(layer.action(forKey: "contents") == nil)
    }

    @Test func mutationsRequestFrames() {
        let layer = CALayer()
        let before = FrameScheduler.shared.requestCount
        layer.position = CGPoint(x: 1, y: 1)
        layer.setNeedsDisplay()
        #expect(FrameScheduler.shared.requestCount >= before + 2)
    }

    /// Apple: layers of greater zPosition draw in front of those of lesser; equal ones keep
    /// the sublayers' order. The order is kept between frames: each change must show.
    @Test func drawingOrderFollowsZPositionAndSublayerChanges() {
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        for layer in [a, b, c] { root.addSublayer(layer) }
        let order = { root.sublayersInDrawingOrder.map { $0.name ?? "?" } }
        #expect(order() == ["a", "b", "c"])
        a.zPosition = 2
        #expect(order() == ["b", "c", "a"])
        c.zPosition = -1
        #expect(order() == ["c", "b", "a"])
        let d = named("d")
        root.insertSublayer(d, at: 0)
        #expect(order() == ["c", "d", "b", "a"])
        c.removeFromSuperlayer()
        #expect(order() == ["d", "b", "a"])
        a.zPosition = 0
        #expect(order() == ["d", "a", "b"])
        // A layer moved to another superlayer no longer reorders its old one.
        let other = CALayer()
        other.addSublayer(b)
        b.zPosition = 5
        #expect(order() == ["d", "a"])
        #expect(other.sublayersInDrawingOrder.map { $0.name ?? "?" } == ["b"])
    }
}
