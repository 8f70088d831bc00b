import Testing
import UIKitCore

@MainActor
struct HitTestingTests {
    private func scene() -> (root: UIView, a: UIView, b: UIView, inner: UIView, outside: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        let outside = UIView(frame: CGRect(x: 150, y: 150, width: 20, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        b.addSubview(inner)
        root.addSubview(outside)
        return (root, a, b, inner, outside)
    }

    @Test func pointInsideUsesTheBounds() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 20))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 9.5, y: 19.5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 55, y: 55), with: nil))
        view.bounds.origin = CGPoint(x: 100, y: 100)
        #expect(view.point(inside: CGPoint(x: 105, y: 105), with: nil))
        #expect(!view.point(inside: CGPoint(x: 5, y: 5), with: nil))
    }

    @Test func findsTheDeepestFrontMostView() {
        let s = scene()
        #expect(s.root.hitTest(CGPoint(x: 15, y: 15), with: nil) === s.a)
        #expect(s.root.hitTest(CGPoint(x: 25, y: 25), with: nil) === s.b)
        #expect(s.root.hitTest(CGPoint(x: 32, y: 32), with: nil) === s.inner)
        #expect(s.root.hitTest(CGPoint(x: 5, y: 5), with: nil) === s.root)
        #expect(s.root.hitTest(CGPoint(x: 200, y: 5), with: nil) == nil)
    }

    @Test func subviewsOutsideTheSuperviewAreUnreachable() {
        let s = scene()
        #expect(s.root.hitTest(CGPoint(x: 155, y: 155), with: nil) == nil)
        #expect(s.outside.hitTest(CGPoint(x: 5, y: 5), with: nil) === s.outside)
    }

    @Test func skipsHiddenTransparentAndNonInteractiveViews() {
        let s = scene()
        s.b.isHidden = true
        #expect(s.root.hitTest(CGPoint(x: 25, y: 25), with: nil) === s.a)
        s.b.isHidden = false
        s.b.alpha = 0.009
        #expect(s.root.hitTest(CGPoint(x: 32, y: 32), with: nil) === s.a)
        s.b.alpha = 0.01
        #expect(s.root.hitTest(CGPoint(x: 32, y: 32), with: nil) === s.inner)
        s.b.isUserInteractionEnabled = false
        #expect(s.root.hitTest(CGPoint(x: 32, y: 32), with: nil) === s.a)
        s.root.isUserInteractionEnabled = false
        #expect(s.root.hitTest(CGPoint(x: 15, y: 15), with: nil) == nil)
    }

    @Test func followsTransformsAndShiftedBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scaled = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        root.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about its center (50, 50): it now covers 30...70.
        #expect(root.hitTest(CGPoint(x: 32, y: 32), with: nil) === scaled)
        #expect(root.hitTest(CGPoint(x: 28, y: 50), with: nil) === root)

        scaled.transform = .identity
        root.bounds.origin = CGPoint(x: 30, y: 30)
        // The child now shows at 10...30 of the root's frame, i.e. bounds points 40...60.
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === scaled)
    }
}
