import CoreGraphics
import Testing

@Suite struct CGAffineTransformTests {
    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test func translatedByAppliesTheTranslationFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(CGPoint(x: 0, y: 0).applying(t) == CGPoint(x: 10, y: 0))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    @Test func rotationTurnsXTowardsY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func invertedUndoesAndSingularStaysUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(p.x - 3) < 1e-12 && abs(p.y - 4) < 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity && !singular.isIdentity)
    }

    @Test func rectApplyingGivesTheBoundingBoxOfTheCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -10, y: 0, width: 10, height: 40))
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX + 20) < 1e-9 && abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: -1)) == CGSize(width: 4, height: -3))
    }
}
