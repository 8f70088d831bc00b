import Testing
import UIKitCore
import VitrinePlatform

/// `VitrineRuntime.inputLatencies`: from an input event to the vertical blank that shows
/// the frame it changed, on the stepped clock.
@MainActor
struct InputLatencyTests {
    /// A view that turns red while a finger is on it.
    private final class PressView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = .red }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = .white }
    }

    @Test func aTouchShowsAtTheFlipAfterTheNextFramePass() throws {
        let (runtime, window, _) = try Events.makeScene()
        window.addSubview(PressView(frame: CGRect(x: 20, y: 20, width: 60, height: 60)))
        runtime.stepUntilIdle()
        let interval = runtime.display.mode.refreshInterval

        // The event happens at a vblank; the next pass delivers and draws it, and its
        // buffer goes on screen one refresh later.
        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        #expect(runtime.inputLatencies.count == 1)
        #expect(abs((runtime.inputLatencies.first ?? 0) - 2 * interval) < 1e-9)

        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(runtime.inputLatencies.count == 2)
        #expect(abs((runtime.inputLatencies.last ?? 0) - 2 * interval) < 1e-9)
    }

    @Test func aFrameOfSeveralEventsCountsFromTheEarliest() throws {
        let (runtime, window, _) = try Events.makeScene()
        let view = PressView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        window.addSubview(view)
        runtime.stepUntilIdle()
        let interval = runtime.display.mode.refreshInterval, now = runtime.inputTimestamp

        // A finger down 5 ms before the vblank and moved at it: one pass delivers both.
        runtime.inject(InputEvent(.touchDown(slot: 0, x: 0.25, y: 0.33, majorRadius: nil),
                                  device: VitrineRuntime.syntheticDevice, timestamp: now - 0.005))
        runtime.inject(InputEvent(.touchMotion(slot: 0, x: 0.26, y: 0.33, majorRadius: nil),
                                  device: VitrineRuntime.syntheticDevice, timestamp: now))
        runtime.stepFrames(1)
        #expect(runtime.inputLatencies.count == 1)
        #expect(abs((runtime.inputLatencies.first ?? 0) - (2 * interval + 0.005)) < 1e-9)

        view.backgroundColor = .blue
        runtime.stepUntilIdle()
        #expect(runtime.inputLatencies.count == 1, "a frame without input adds no latency")
    }

    @Test func inputThatChangesNothingOnScreenMeasuresNothing() throws {
        let (runtime, window, _) = try Events.makeScene()
        window.addSubview(UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60)))
        runtime.stepUntilIdle()

        runtime.touchDown(at: CGPoint(x: 50, y: 50))
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(runtime.inputLatencies.isEmpty)
    }
}
