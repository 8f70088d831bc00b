import Testing
@testable import QuartzCore

/// CAMediaTiming of animations, read through presentation values at exact times (an
/// animation with a non-zero beginTime is evaluated at the given time even before a frame).
@MainActor
struct AnimationTimingTests {
    private func layer() -> CALayer {
        let layer = CALayer()
        layer.position = CGPoint(x: 500, y: 500)
        return layer
    }

    private func positionX(_ layer: CALayer, at time: CFTimeInterval) -> CGFloat {
        layer.presentationValues(at: time).position.x
    }

    private func move(_ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 1
        a.beginTime = 10
        configure(a)
        return a
    }

    @Test func linearValuesAtExactTimes() {
        let l = layer()
        l.add(move(), forKey: "m")
        #expect(positionX(l, at: 10) == 0)
        #expect(positionX(l, at: 10.25) == 25)
        #expect(positionX(l, at: 10.5) == 50)
        // Fill mode removed: the model value outside the active duration.
        #expect(positionX(l, at: 9) == 500)
        #expect(positionX(l, at: 11) == 500)
    }

    @Test func fillModesHoldTheStartAndEnd() {
        let l = layer()
        l.add(move { $0.fillMode = .backwards }, forKey: "b")
        #expect(positionX(l, at: 9) == 0)
        #expect(positionX(l, at: 11) == 500)
        l.add(move { $0.fillMode = .forwards }, forKey: "b")
        #expect(positionX(l, at: 9) == 500)
        #expect(positionX(l, at: 12) == 100)
        l.add(move { $0.fillMode = .both }, forKey: "b")
        #expect(positionX(l, at: 9) == 0 && positionX(l, at: 12) == 100)
    }

    @Test func repeatCountAndAutoreverse() {
        let l = layer()
        l.add(move { $0.repeatCount = 2; $0.autoreverses = true; $0.fillMode = .forwards }, forKey: "r")
        #expect(positionX(l, at: 10.5) == 50)
        #expect(positionX(l, at: 11.25) == 75)  // on the way back
        #expect(positionX(l, at: 12.25) == 25)  // second cycle
        #expect(positionX(l, at: 13.75) == 25)  // second way back
        #expect(positionX(l, at: 14.5) == 0)    // ended at the start
        #expect(l.animation(forKey: "r")?.activeEndTime == 14)
    }

    @Test func fractionalRepeatCountAndRepeatDuration() {
        let l = layer()
        l.add(move { $0.repeatCount = 1.5; $0.fillMode = .forwards }, forKey: "r")
        #expect(positionX(l, at: 11.25) == 25)
        #expect(positionX(l, at: 20) == 50)
        l.add(move { $0.repeatDuration = 2.5; $0.fillMode = .forwards }, forKey: "r")
        #expect(positionX(l, at: 12.25) == 25)
        #expect(positionX(l, at: 20) == 50)
    }

    @Test func speedAndTimeOffset() {
        let l = layer()
        l.add(move { $0.speed = 2 }, forKey: "s")
        #expect(positionX(l, at: 10.25) == 50)
        #expect(l.animation(forKey: "s")?.activeEndTime == 10.5)
        // The offset starts halfway in and wraps around.
        l.add(move { $0.timeOffset = 0.5 }, forKey: "s")
        #expect(positionX(l, at: 10) == 50)
        #expect(positionX(l, at: 10.75) == 25)
        // Speed 0 pauses at the offset.
        l.add(move { $0.speed = 0; $0.timeOffset = 0.3 }, forKey: "s")
        #expect(abs(positionX(l, at: 1000) - 30) < 1e-9)
    }

    @Test func cumulativeRepeatsBuildOnTheEnd() {
        let l = layer()
        l.add(move { $0.repeatCount = 3; $0.isCumulative = true }, forKey: "c")
        #expect(positionX(l, at: 11.5) == 150)
        #expect(positionX(l, at: 12.5) == 250)
    }

    @Test func additiveAddsToTheModelValue() {
        let l = layer()
        l.add(move { $0.isAdditive = true }, forKey: "a")
        #expect(positionX(l, at: 10.5) == 550)
    }

    @Test func fromToByRules() {
        let l = layer()
        func value(_ configure: (CABasicAnimation) -> Void) -> CGFloat {
            let a = CABasicAnimation(keyPath: "position.x")
            a.duration = 1
            a.beginTime = 10
            configure(a)
            l.add(a, forKey: "rule")
            return positionX(l, at: 10.5)
        }
        #expect(value { $0.fromValue = 0; $0.byValue = 40 } == 20)
        #expect(value { $0.toValue = 100; $0.byValue = 40 } == 80)
        #expect(value { $0.fromValue = 0 } == 250)       // to the model value
        #expect(value { $0.toValue = 100 } == 300)       // from the current value
        #expect(value { $0.byValue = 100 } == 550)       // current to current + by
    }

    @Test func keyPathsOfComponentsAndTransformParts() {
        let l = layer()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let width = CABasicAnimation(keyPath: "bounds.size.width")
        width.fromValue = 10; width.toValue = 30; width.duration = 1; width.beginTime = 10
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0; rotation.toValue = CGFloat.pi; rotation.duration = 1; rotation.beginTime = 10
        l.add(width, forKey: "w")
        l.add(rotation, forKey: "r")
        let values = l.presentationValues(at: 10.5)
        #expect(values.bounds.size == CGSize(width: 20, height: 10))
        let t = CATransform3DGetAffineTransform(values.transform)
        #expect(abs(t.a) < 1e-9 && abs(t.b - 1) < 1e-9)
        #expect(l.transform == CATransform3DIdentity)
    }

    @Test func transformsInterpolateThroughTheirDecomposition() {
        let l = layer()
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = CATransform3DIdentity
        a.toValue = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeTranslation(100, 0, 0))
        a.duration = 1; a.beginTime = 10
        l.add(a, forKey: "t")
        let mid = CATransform3DGetAffineTransform(l.presentationValues(at: 10.5).transform)
        // A quarter turn halfway is an eighth turn, not a shrunken matrix.
        #expect(abs(mid.a - cos(CGFloat.pi / 4)) < 1e-9 && abs(mid.b - sin(CGFloat.pi / 4)) < 1e-9)
        #expect(abs(mid.tx - 50) < 1e-9)
        // A zero scale does not decompose: entries interpolate.
        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = CATransform3DMakeScale(0, 0, 1)
        grow.toValue = CATransform3DIdentity
        grow.duration = 1; grow.beginTime = 10
        l.add(grow, forKey: "t")
        #expect(CATransform3DGetAffineTransform(l.presentationValues(at: 10.5).transform).a == 0.5)
    }

    @Test func coloursInterpolateTheirComponents() {
        let l = layer()
        let a = CABasicAnimation(keyPath: "backgroundColor")
        a.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        a.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
        a.duration = 1; a.beginTime = 10
        l.add(a, forKey: "c")
        let c = l.presentationValues(at: 10.5).backgroundColor?.rgba
        #expect(c?.red == 0.5 && c?.blue == 0.5 && c?.alpha == 0.5)
    }

    @Test func animationKeysAddRemoveAndCopy() {
        let l = layer()
        let a = move()
        l.add(a, forKey: "one")
        l.add(move(), forKey: nil)
        l.add(move(), forKey: "two")
        #expect(l.animationKeys() == ["one", "two"])
        #expect(l.animation(forKey: "one") !== a)
        a.toValue = 1000
        #expect(positionX(l, at: 10.5) == 50)
        l.removeAnimation(forKey: "one")
        #expect(l.animationKeys() == ["two"])
        l.removeAllAnimations()
        #expect(l.animationKeys() == nil)
        #expect(positionX(l, at: 10.5) == 500)
    }

    @Test func badValuesAreIgnored() {
        let l = layer()
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = "left"
        a.toValue = CGFloat.nan
        a.duration = 1; a.beginTime = 10
        l.add(a, forKey: "bad")
        let unknown = CABasicAnimation(keyPath: "notAProperty")
        unknown.fromValue = 0; unknown.toValue = 1; unknown.beginTime = 10
        l.add(unknown, forKey: "unknown")
        #expect(positionX(l, at: 10.5) == 500)
    }
}

/// Decomposing a transform and composing it again gives it back.
@MainActor
struct TransformDecompositionTests {
    @Test func roundTripOfRotationsScalesAndTranslations() throws {
        let transforms = [
            CATransform3DMakeRotation(0.7, 0, 0, 1), CATransform3DMakeRotation(0.4, 1, 0, 0),
            CATransform3DMakeRotation(-1.1, 0, 1, 0), CATransform3DMakeRotation(2, 1, 2, 3),
            CATransform3DTranslate(CATransform3DMakeScale(2, -3, 1), 5, 6, 7),
            CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 0, 1), CATransform3DMakeScale(1, 2, 1)),
        ]
        for t in transforms {
            let back = try #require(TransformDecomposition(t)).transform
            for (a, b) in zip(t.entries, back.entries) { #expect(abs(a - b) < 1e-7, "\(t)") }
        }
    }

    @Test func eulerAnglesReadBackTheRotation() throws {
        #expect(abs(try #require(TransformDecomposition(CATransform3DMakeRotation(0.5, 0, 0, 1))).eulerAngles[2] - 0.5) < 1e-9)
        #expect(abs(try #require(TransformDecomposition(CATransform3DMakeRotation(0.5, 1, 0, 0))).eulerAngles[0] - 0.5) < 1e-9)
        #expect(abs(try #require(TransformDecomposition(CATransform3DMakeRotation(0.5, 0, 1, 0))).eulerAngles[1] - 0.5) < 1e-9)
    }
}

/// A layer's own timing (CAMediaTiming) maps its superlayer's time for its animations.
@MainActor
struct LayerTimingTests {
    @Test func layerSpeedPausesAndRescalesItsSublayersAnimations() {
        let parent = CALayer(), layer = CALayer()
        parent.addSublayer(layer)
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 100; a.duration = 1; a.beginTime = 10
        layer.add(a, forKey: "m")
        // Paused at local time 10.5, whatever the clock says.
        parent.speed = 0
        parent.timeOffset = 10.5
        #expect(layer.presentationValues(at: 1000).position.x == 50)
        parent.speed = 2
        parent.timeOffset = 0
        parent.beginTime = 5
        #expect(layer.presentationValues(at: 10.25).position.x == 50)
        #expect(layer.convertTime(10.25, from: nil) == 10.5)
        #expect(layer.convertTime(10.5, to: nil) == 10.25)
        #expect(parent.convertTime(3, to: layer) == 3)
    }
}
