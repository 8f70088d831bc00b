import Testing
@testable import QuartzCore

/// Timing functions against the cubic Bézier they describe, solved here independently by
/// dense bisection on the curve parameter.
@MainActor
struct CAMediaTimingFunctionTests {
    private func reference(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(c.0, c.2, mid) < x { low = mid } else { high = mid }
        }
        return bezier(c.1, c.3, (low + high) / 2)
    }

    @Test func linearMidpointIsHalf() {
        let f = CAMediaTimingFunction(name: .linear)
        #expect(f.value(at: 0.5, duration: 1) == 0.5)
        #expect(abs(f.value(at: 0.3, duration: 1) - 0.3) < 1e-4)
    }

    @Test func easeInEaseOutMatchesTheCubicBezier() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        for x in [0.1, 0.25, 0.5, 0.75, 0.9] {
            #expect(abs(f.value(at: x, duration: 1) - reference((0.42, 0, 0.58, 1), at: x)) < 1e-4, "x = \(x)")
        }
        #expect(abs(f.value(at: 0.5, duration: 1) - 0.5) < 1e-6)
        #expect(f.value(at: 0.25, duration: 1) < 0.25)
    }

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, points) in expected {
            let f = CAMediaTimingFunction(name: name)
            var p1: [Float] = [0, 0], p2: [Float] = [0, 0]
            f.getControlPoint(at: 1, values: &p1)
            f.getControlPoint(at: 2, values: &p2)
            #expect(p1 + p2 == points, "\(name.rawValue)")
        }
    }

    @Test func customControlPointsAndPrecisionTiedToDuration() {
        let f = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1.2)
        for x in [0.05, 0.4, 0.8] {
            #expect(abs(f.value(at: x, duration: 10) - reference((0.2, 0.8, 0.3, 1.2), at: x)) < 1e-5)
        }
        #expect(f.value(at: 0, duration: 1) == 0 && f.value(at: 1, duration: 1) == 1)
    }

    @Test func nonFiniteControlPointsBecomeLinear() {
        let f = CAMediaTimingFunction(controlPoints: .nan, 0, 1, .infinity)
        #expect(abs(f.value(at: 0.5, duration: 1) - 0.5) < 1e-6)
    }
}
