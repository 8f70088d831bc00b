import Testing
@testable import QuartzCore

/// Layers of a class known at run time (a view's `layerClass`, a presentation copy) are
/// made with the class's own `init()`, which apps override without `required` as on iOS
/// (CALayer.init(): "the designated initializer for layer objects that are not in a
/// layer hierarchy").
@MainActor
struct CALayerInstantiationTests {
    class GlowLayer: CALayer {
        var glow = 0.5
        var madeByInit = false
        override init() {
            super.init()
            madeByInit = true
            cornerRadius = 4
        }
        override init(layer: Any) {
            super.init(layer: layer)
        }
        required init?(coder: NSCoder) { nil }
    }
    class PulseLayer: GlowLayer {
        var pulses = 2
    }

    @Test func aLayerSubclassIsMadeByItsOverriddenInit() throws {
        let layer = try #require(CALayer.make(PulseLayer.self) as? PulseLayer)
        #expect(layer.madeByInit)
        #expect(layer.glow == 0.5 && layer.pulses == 2)
        #expect(layer.cornerRadius == 4)
    }

    // `layerType.init()` on a metatype value, as `scripts/port` rewrites it.
    @Test func aLayerMetatypeMakesItsDynamicClass() throws {
        let type: CALayer.Type = PulseLayer.self
        let layer = try #require(type.vitrineInit() as? PulseLayer)
        #expect(layer.madeByInit && layer.pulses == 2)
    }
}
