import Testing
@testable import QuartzCore

/// Keyframe and spring animations at exact times (beginTime 10, so no frame is needed).
@MainActor
struct KeyframeAndSpringTests {
    private func x(_ layer: CALayer, _ time: CFTimeInterval) -> CGFloat {
        layer.presentationValues(at: time).position.x
    }

    private func keyframes(_ values: [CGFloat], _ configure: (CAKeyframeAnimation) -> Void = { _ in }) -> CALayer {
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = values
        a.duration = 1
        a.beginTime = 10
        configure(a)
        layer.add(a, forKey: "k")
        return layer
    }

    @Test func keyframesHitTheirValuesAtKeyTimes() {
        let l = keyframes([0, 100, 50, 80]) { $0.keyTimes = [0, 0.2, 0.6, 1] }
        #expect(x(l, 10) == 0)
        #expect(abs(x(l, 10.2) - 100) < 1e-9)
        #expect(abs(x(l, 10.6) - 50) < 1e-9)
        #expect(abs(x(l, 10.1) - 50) < 1e-9)
        #expect(abs(x(l, 10.8) - 65) < 1e-9)
    }

    @Test func keyTimesDefaultToEvenSpacingAndSegmentsHaveTheirCurves() {
        let even = keyframes([0, 100, 200]) { $0.keyTimes = [0, 1] }
        #expect(abs(x(even, 10.5) - 100) < 1e-9)
        #expect(abs(x(even, 10.25) - 50) < 1e-9)
        let eased = keyframes([0, 100, 200]) {
            $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        }
        #expect(x(eased, 10.25) < 40)
        #expect(abs(x(eased, 10.75) - 150) < 1e-9)
    }

    @Test func discreteHoldsEachValue() {
        let l = keyframes([0, 100, 50]) { $0.calculationMode = .discrete }
        #expect(x(l, 10.2) == 0)
        #expect(x(l, 10.4) == 100)
        #expect(x(l, 10.7) == 50)
    }

    @Test func pacedMovesAtConstantSpeed() {
        // Distances 100 then 300: the first value is passed at a quarter of the time.
        let l = keyframes([0, 100, 400]) { $0.calculationMode = .paced; $0.keyTimes = [0, 0.9, 1] }
        #expect(abs(x(l, 10.25) - 100) < 1e-9)
        #expect(abs(x(l, 10.5) - 200) < 1e-9)
    }

    @Test func pathMovesThePositionThroughEachSegment() {
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = path
        a.duration = 1
        a.beginTime = 10
        a.rotationMode = .rotateAuto
        layer.add(a, forKey: "p")
        #expect(layer.presentationValues(at: 10.25).position == CGPoint(x: 50, y: 0))
        #expect(layer.presentationValues(at: 10.75).position == CGPoint(x: 100, y: 150))
        let turned = CATransform3DGetAffineTransform(layer.presentationValues(at: 10.75).transform)
        #expect(abs(turned.b - 1) < 1e-9)
        a.calculationMode = .paced
        layer.add(a, forKey: "p")
        let paced = layer.presentationValues(at: 10.5).position
        #expect(abs(paced.x - 100) < 0.5 && abs(paced.y - 100) < 0.5)
    }

    @Test func springOvershootsAndSettlesWithinSettlingDuration() {
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.beginTime = 10
        let settling = spring.settlingDuration
        #expect(settling > 0.5 && settling < 5)
        spring.duration = settling
        layer.add(spring, forKey: "s")
        let samples = stride(from: 0.0, through: settling, by: 1.0 / 60).map { x(layer, 10 + $0) }
        #expect(samples.max()! > 100)
        #expect(samples.first == 0)
        // From the settling time on, within 0.1% of the distance; just before, not yet.
        for t in stride(from: settling + 0.001, through: settling + 3, by: 0.001) {
            #expect(abs(spring.progress(fraction: 0, time: t) - 1) < 0.001)
        }
        #expect(abs(spring.progress(fraction: 0, time: settling) - 1) >= 0.001)
    }

    @Test func springDampingRegimesAndInvalidValues() {
        let critical = CASpringAnimation()
        critical.stiffness = 100
        critical.damping = 20
        let over = CASpringAnimation()
        over.damping = 40
        // A heavier damping beyond critical settles more slowly.
        #expect(over.settlingDuration > critical.settlingDuration)
        #expect(critical.progress(fraction: 0, time: 0.3) < 1)
        critical.mass = -1
        critical.stiffness = .nan
        #expect(critical.mass == 1 && critical.stiffness == 100)
        let defaults = CASpringAnimation()
        #expect(defaults.settlingDuration > 1.2 && defaults.settlingDuration < 1.45)
    }
}
