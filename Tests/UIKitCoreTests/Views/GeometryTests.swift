import Testing
import UIKitCore

@MainActor
struct GeometryTests {
    @Test func frameSetsBoundsSizeAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds == view.bounds)
    }

    @Test func centerMovesFrameOrigin() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func boundsSizeResizesFrameAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.size = CGSize(width: 200, height: 10)
        #expect(view.frame == CGRect(x: -40, y: 40, width: 200, height: 10))
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    @Test func boundsOriginChangesNeitherFrameNorCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 5, y: -7)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 5, y: -7, width: 100, height: 50))
    }

    @Test func transformedFrameIsTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(closeEnough(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))

        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 150))
        #expect(CATransform3DGetAffineTransform(view.layer.transform) == CGAffineTransform(scaleX: 2, y: 3))

        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func nonFiniteGeometryIsIgnored() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        view.bounds = CGRect(x: 0, y: 0, width: 10, height: -CGFloat.infinity)
        view.center = CGPoint(x: 0, y: CGFloat.nan)
        view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        view.alpha = .nan
        view.contentScaleFactor = .infinity
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.transform == .identity)
        #expect(view.alpha == 1)
        #expect(view.contentScaleFactor == UIScreen.main.scale)
    }

    @Test func convertsThroughNestedTranslatedViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)

        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(child.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(child.convert(CGPoint(x: 1, y: 1), to: parent) == CGPoint(x: 6, y: 6))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: child) == CGPoint(x: 1, y: 1))
        #expect(child.convert(CGPoint(x: 16, y: 26), from: nil) == CGPoint(x: 1, y: 1))
        #expect(parent.convert(CGPoint(x: 1, y: 1), from: child) == CGPoint(x: 6, y: 6))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: root)
            == CGRect(x: 15, y: 25, width: 10, height: 20))
    }

    @Test func convertsThroughShiftedBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)
        // Scrolling the parent's content by (0, 10) moves the child up by 10 on screen.
        parent.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 16))
        #expect(parent.convert(CGPoint(x: 0, y: 10), to: root) == CGPoint(x: 10, y: 20))
        #expect(root.convert(CGPoint(x: 16, y: 16), to: child) == CGPoint(x: 1, y: 1))
    }

    @Test func convertsThroughRotationWithBoundingBoxes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // (x, y) relative to the center (50, 25) turns into (-y, x).
        #expect(closeEnough(view.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 75, y: -25)))
        #expect(closeEnough(view.convert(CGPoint(x: 100, y: 50), to: root), CGPoint(x: 25, y: 75)))
        #expect(closeEnough(view.convert(CGPoint(x: 75, y: -25), from: root), CGPoint(x: 0, y: 0)))
        #expect(closeEnough(view.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: root),
                            CGRect(x: 55, y: -25, width: 20, height: 10)))
        // 45°: a square's bounding box grows by √2.
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let box = view.convert(CGRect(x: 40, y: 15, width: 20, height: 20), to: root)
        let side = 20 * 2.0.squareRoot()
        #expect(closeEnough(box, CGRect(x: 50 - side / 2, y: 25 - side / 2, width: side, height: side)))
    }

    @Test func convertsBetweenSiblingsAndWindows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 40, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)
        #expect(a.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -90, y: -30))
        #expect(b.convert(CGPoint(x: -90, y: -30), to: a) == CGPoint(x: 0, y: 0))
        #expect(a.convert(CGPoint(x: 5, y: 5), to: window) == CGPoint(x: 15, y: 15))

        // A window elsewhere on the screen: views meet in screen coordinates.
        let other = UIWindow(frame: CGRect(x: 100, y: 0, width: 300, height: 300))
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.addSubview(c)
        #expect(a.convert(CGPoint(x: 0, y: 0), to: c) == CGPoint(x: -90, y: 10))
        #expect(c.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 0, y: 0))
    }

    @Test func contentScaleFactorFollowsTheScreen() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.contentScaleFactor == UIScreen.main.scale)
        #expect(view.layer.contentsScale == UIScreen.main.scale)

        let screen = UIScreen(pixelWidth: 800, pixelHeight: 600, scale: 2, maximumFramesPerSecond: 60)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        #expect(window.contentScaleFactor == 2)
        window.addSubview(view)
        #expect(view.contentScaleFactor == 2)
        #expect(view.layer.contentsScale == 2)
    }
}
