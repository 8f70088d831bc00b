import Testing
@testable import QuartzCore
import VitrinePlatform

/// The animation clock's bookkeeping of layers that go away while they animate.
@MainActor
struct AnimationEngineTests {
    /// A layer class of its own, so that its line in the engine's descriptions is told apart
    /// from the layers of suites running beside this one (the engine is shared).
    private final class FreedLayer: CALayer {}

    private final class StopRecorder: CAAnimationDelegate {
        var stops: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }

    private func advance(_ engine: AnimationEngine, to time: CFTimeInterval) {
        engine.advance(to: FrameTiming(timestamp: time, targetTimestamp: time, sequence: 1))
    }

    /// A layer freed mid-animation takes the animation with it: removed, so its delegate
    /// hears `finished` false ("true if the animation reached the end of its active duration
    /// without being removed", Apple's `animationDidStop(_:finished:)`). Before, nobody was
    /// told, and a UIView transition's display link, waiting for that call, ran for good.
    @Test func aLayerFreedMidAnimationTellsItsDelegateItStoppedUnfinished() {
        let engine = AnimationEngine.shared
        let recorder = StopRecorder()
        do {
            let layer = FreedLayer()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 100
            animation.repeatCount = .infinity
            animation.delegate = recorder
            layer.add(animation, forKey: "fade")
            advance(engine, to: 1000)
            #expect(engine.activeDescriptions.contains("CABasicAnimation of opacity on a FreedLayer, a layer in no tree"))
        }
        #expect(recorder.stops.isEmpty)
        advance(engine, to: 1001)
        #expect(recorder.stops == [false])
        advance(engine, to: 1002)
        #expect(recorder.stops == [false], "told once")
        #expect(!engine.activeDescriptions.contains { $0.contains("FreedLayer") })
    }

    /// Frees `layer` when its animation ends.
    private final class Releaser: CAAnimationDelegate {
        var layer: CALayer?
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { layer = nil }
    }

    /// A layer freed during a frame after its own turn in it, by another layer's animation
    /// ending (a navigation transition's end frees the page and the views animating on it):
    /// its animations are still ended unfinished, at the next frame. The soak's 4-hour run
    /// found a flip's display link running for good after 18,750 events of seed 29.
    @Test func aLayerFreedByAnotherAnimationsEndIsToldAtTheNextFrame() {
        let engine = AnimationEngine.shared
        let recorder = StopRecorder()
        let releaser = Releaser()
        let ending = CALayer()
        do {
            let freed = FreedLayer()
            let forever = CABasicAnimation(keyPath: "opacity")
            forever.duration = 100
            forever.repeatCount = .infinity
            forever.delegate = recorder
            freed.add(forever, forKey: "fade")  // listed before `ending`: its turn comes first
            let short = CABasicAnimation(keyPath: "opacity")
            short.beginTime = 2000
            short.duration = 1
            short.delegate = releaser
            ending.add(short, forKey: "short")
            releaser.layer = freed
        }
        advance(engine, to: 2000.5)
        advance(engine, to: 2001.5)  // `short` ends and frees `freed`, after its turn
        #expect(releaser.layer == nil && recorder.stops.isEmpty)
        advance(engine, to: 2002)
        #expect(recorder.stops == [false])
        #expect(!engine.activeDescriptions.contains { $0.contains("FreedLayer") })
    }
}
