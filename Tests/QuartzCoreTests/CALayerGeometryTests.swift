import Testing
@testable import QuartzCore

@MainActor
struct CALayerGeometryTests {
    @Test func frameFollowsPositionAnchorAndBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 7, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 40))
    }

    @Test func settingFrameSetsPositionAndBoundsSizeOnly() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 3, y: 4, width: 1, height: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 60, height: 30)
        #expect(layer.position == CGPoint(x: 40, y: 35))
        #expect(layer.bounds == CGRect(x: 3, y: 4, width: 60, height: 30))
    }

    @Test func transformedFrameIsTheBoundingBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let frame = layer.frame
        #expect(abs(frame.minX - 25) < 1e-9 && abs(frame.minY - -25) < 1e-9)
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func nonFiniteGeometryIsRejectedAndOldValueKept() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        layer.transform = CATransform3DMakeScale(.nan, 1, 1)
        layer.opacity = .nan
        layer.cornerRadius = -.infinity
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(layer.opacity == 1 && layer.cornerRadius == 0)
    }

    @Test func transform3DAlgebra() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 20, 0))
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 5, 0, 0).m41 == 10)
        let exact = CATransform3DConcat(CATransform3DMakeScale(2, 4, 1), CATransform3DMakeTranslation(10, 20, 0))
        let product = CATransform3DConcat(exact, CATransform3DInvert(exact))
        #expect(CATransform3DIsIdentity(product))
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let a = CATransform3DGetAffineTransform(r)
        let rotated = CGPoint(x: 1, y: 0).applying(a)
        #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 1) < 1e-12)
        #expect(CATransform3DEqualToTransform(CATransform3DMakeAffineTransform(a), r))
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
    }

    @Test func convertBetweenLayersOfATree() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let a = CALayer()
        a.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        a.bounds.origin = CGPoint(x: 10, y: 0)
        let b = CALayer()
        b.frame = CGRect(x: 20, y: 30, width: 10, height: 10)
        root.addSublayer(a)
        a.addSublayer(b)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 111, y: 82))
        #expect(root.convert(CGPoint(x: 111, y: 82), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 110, y: 80, width: 10, height: 10))
        a.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let p = root.convert(CGPoint(x: 60, y: 50), from: a)
        #expect(abs(p.x - 150) < 1e-9 && abs(p.y - 100) < 1e-9)
    }

    @Test func hitTestFindsFrontmostVisibleLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let back = CALayer(), front = CALayer(), hidden = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        hidden.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        hidden.isHidden = true
        root.addSublayer(back)
        root.addSublayer(front)
        root.addSublayer(hidden)
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 10)) == nil)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === back)
        // A sublayer outside a masking superlayer gets no hits there.
        let child = CALayer()
        child.frame = CGRect(x: 90, y: 0, width: 50, height: 10)
        back.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 120, y: 5)) === child)
        back.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 120, y: 5)) === root)
        #expect(back.contains(CGPoint(x: 99, y: 99)) && !back.contains(CGPoint(x: 100, y: 100)))
    }
}
