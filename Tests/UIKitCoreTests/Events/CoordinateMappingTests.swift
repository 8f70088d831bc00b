import Testing
import UIKitCore
import VitrinePlatform

/// Panel-normalized input positions become screen points through the display's rotation.
@MainActor
struct CoordinateMappingTests {
    /// Where panel point (0.25, 0.1) lands on a 200×200 point screen.
    @Test(arguments: [
        (DisplayRotation.none, CGPoint(x: 50, y: 20)),
        // The picture's top edge is on the panel's right: the panel's top-right is the origin.
        (.clockwise90, CGPoint(x: 20, y: 150)),
        (.upsideDown, CGPoint(x: 150, y: 180)),
        // The picture's top edge is on the panel's left: the panel's bottom-left is the origin.
        (.counterclockwise90, CGPoint(x: 180, y: 50)),
    ])
    func panelPositionsFollowTheRotation(rotation: DisplayRotation, expected: CGPoint) throws {
        let (runtime, window, log) = try Events.makeScene(width: 200, height: 200, rotation: rotation)
        let view = TouchRecordingView("v", frame: CGRect(x: 10, y: 10, width: 190, height: 190), log: log)
        window.addSubview(view)
        runtime.inject(InputEvent(.touchDown(slot: 0, x: 0.25, y: 0.1, majorRadius: nil), device: 1, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(1)
        let touch = try #require(view.lastTouches.first)
        #expect(closeEnough(touch.location(in: nil), expected))
        #expect(closeEnough(touch.location(in: view), CGPoint(x: expected.x - 10, y: expected.y - 10)))
        let panel = runtime.panelPosition(of: expected)
        #expect(closeEnough(CGPoint(x: panel.x, y: panel.y), CGPoint(x: 0.25, y: 0.1)))
    }

    @Test func positionsAreInPointsAtAnyScale() throws {
        let (runtime, window, log) = try Events.makeScene(width: 100, height: 100, scale: 2)
        defer { EndToEnd.restoreDefaultMainScreen() }
        let view = TouchRecordingView("v", frame: window.bounds, log: log)
        window.addSubview(view)
        runtime.inject(InputEvent(.touchDown(slot: 0, x: 0.5, y: 0.25, majorRadius: 8), device: 1, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(1)
        let touch = try #require(view.lastTouches.first)
        #expect(closeEnough(touch.location(in: view), CGPoint(x: 50, y: 25)))
        #expect(touch.majorRadius == 4, "8 panel pixels at scale 2")
    }

    @Test func nonFiniteInputIsLoggedAndLandsAtTheCenter() throws {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("v", frame: window.bounds, log: log)
        window.addSubview(view)
        runtime.inject(InputEvent(.touchDown(slot: 0, x: .nan, y: 0.5, majorRadius: nil), device: 1, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(1)
        #expect(closeEnough(try #require(view.lastTouches.first).location(in: nil), CGPoint(x: 100, y: 75)))
    }
}
