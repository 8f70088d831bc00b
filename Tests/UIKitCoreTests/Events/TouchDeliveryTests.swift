import HeadlessDisplay
import Testing
import UIKitCore
import VitrinePlatform

/// Touches from the input queue to views, with UIKit's delivery rules.
@MainActor
struct TouchDeliveryTests {
    @Test func touchPhasesReachTheHitViewWithLocations() throws {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("v", frame: CGRect(x: 20, y: 30, width: 100, height: 80), log: log)
        window.addSubview(view)
        runtime.stepUntilIdle()

        runtime.touchDown(at: CGPoint(x: 30, y: 40))
        #expect(log.entries.isEmpty, "input waits for the next frame pass")
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1"])
        let touch = try #require(view.lastTouches.first)
        #expect(touch.view === view)
        #expect(touch.window === window)
        #expect(touch.phase == .began)
        #expect(touch.type == .direct)
        #expect(touch.tapCount == 1)
        #expect(closeEnough(touch.location(in: view), CGPoint(x: 10, y: 10)))
        #expect(closeEnough(touch.location(in: nil), CGPoint(x: 30, y: 40)))

        runtime.touchMove(to: CGPoint(x: 35, y: 50))
        runtime.stepFrames(1)
        #expect(view.lastTouches.first === touch)
        #expect(touch.phase == .moved)
        #expect(closeEnough(touch.location(in: view), CGPoint(x: 15, y: 20)))
        #expect(closeEnough(touch.previousLocation(in: view), CGPoint(x: 10, y: 10)))

        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v moved 1", "v ended 1"])
        #expect(touch.phase == .ended)
    }

    @Test func theViewStaysFixedWhenTheFingerLeavesIt() throws {
        let (runtime, window, log) = try Events.makeScene()
        let a = TouchRecordingView("a", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let b = TouchRecordingView("b", frame: CGRect(x: 100, y: 0, width: 50, height: 50), log: log)
        window.addSubview(a)
        window.addSubview(b)
        runtime.touchDown(at: CGPoint(x: 10, y: 10))
        runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 120, y: 10))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(log.entries == ["a began 1", "a moved 1", "a ended 1"])
        #expect(closeEnough(try #require(a.lastTouches.first).location(in: a), CGPoint(x: 120, y: 10)))
    }

    @Test func motionWithinOneFrameIsCoalesced() throws {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("v", frame: window.bounds, log: log)
        window.addSubview(view)
        runtime.touchDown(at: CGPoint(x: 10, y: 10))
        runtime.stepFrames(1)
        runtime.touchMove(to: CGPoint(x: 20, y: 10))
        runtime.touchMove(to: CGPoint(x: 30, y: 10))
        runtime.touchMove(to: CGPoint(x: 40, y: 12))
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v moved 1"])
        let touch = try #require(view.lastTouches.first)
        #expect(closeEnough(touch.location(in: nil), CGPoint(x: 40, y: 12)))
        #expect(closeEnough(touch.previousLocation(in: nil), CGPoint(x: 10, y: 10)), "the previous location is the one delivered last")
    }

    @Test func downAndUpInOneFrameAreBothDelivered() throws {
        let (runtime, window, log) = try Events.makeScene()
        window.addSubview(TouchRecordingView("v", frame: window.bounds, log: log))
        runtime.tap(at: CGPoint(x: 50, y: 50))
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v ended 1"])
    }

    @Test func hiddenTransparentAndNonInteractiveViewsLetTouchesThrough() throws {
        let (runtime, window, log) = try Events.makeScene()
        let back = TouchRecordingView("back", frame: window.bounds, log: log)
        window.addSubview(back)
        let hidden = TouchRecordingView("hidden", frame: CGRect(x: 0, y: 0, width: 40, height: 40), log: log)
        hidden.isHidden = true
        let clear = TouchRecordingView("clear", frame: CGRect(x: 50, y: 0, width: 40, height: 40), log: log)
        clear.alpha = 0.005
        let inert = TouchRecordingView("inert", frame: CGRect(x: 100, y: 0, width: 40, height: 40), log: log)
        inert.isUserInteractionEnabled = false
        for view in [hidden, clear, inert] { back.addSubview(view) }
        for x in [10, 60, 110] {
            runtime.tap(at: CGPoint(x: x, y: 10))
            runtime.stepFrames(1)
        }
        #expect(log.entries == Array(repeating: ["back began 1", "back ended 1"], count: 3).flatMap { $0 })
    }

    @Test func touchesHitTransformedViewsWhereTheyAreDrawn() throws {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("rotated", frame: CGRect(x: 50, y: 50, width: 100, height: 20), log: log)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)   // now 20 wide, 100 tall about (100, 60)
        window.addSubview(view)
        runtime.tap(at: CGPoint(x: 140, y: 60))   // inside the old frame, outside the rotated view
        runtime.stepFrames(1)
        #expect(log.entries.isEmpty)
        runtime.touchDown(at: CGPoint(x: 100, y: 100))   // inside the rotated view only
        runtime.stepFrames(1)
        #expect(log.entries == ["rotated began 1"])
        let location = try #require(view.lastTouches.first).location(in: view)
        #expect(closeEnough(location, CGPoint(x: 90, y: 10)))
    }

    @Test func aSecondFingerIsNotDeliveredToASingleTouchView() throws {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("v", frame: window.bounds, log: log)
        window.addSubview(view)
        runtime.touchDown(slot: 0, at: CGPoint(x: 10, y: 10))
        runtime.stepFrames(1)
        runtime.touchDown(slot: 1, at: CGPoint(x: 60, y: 10))
        runtime.stepFrames(1)
        runtime.touchMove(slot: 1, to: CGPoint(x: 70, y: 10))
        runtime.touchUp(slot: 1)
        runtime.stepFrames(1)
        runtime.touchUp(slot: 0)
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v ended 1"])
    }

    @Test func aMultipleTouchViewGetsEveryFinger() throws {
        let (runtime, window, log) = try Events.makeScene()
        let view = TouchRecordingView("v", frame: window.bounds, log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        runtime.touchDown(slot: 0, at: CGPoint(x: 10, y: 10))
        runtime.touchDown(slot: 1, at: CGPoint(x: 60, y: 10))
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 2"])
        runtime.touchMove(slot: 1, to: CGPoint(x: 70, y: 10))
        runtime.stepFrames(1)
        #expect(log.entries.last == "v moved 1")
        runtime.touchUp(slot: 0)
        runtime.touchUp(slot: 1)
        runtime.stepFrames(1)
        #expect(log.entries.last == "v ended 2")
    }

    @Test func anExclusiveTouchViewSharesWithNoOtherView() throws {
        let (runtime, window, log) = try Events.makeScene()
        let exclusive = TouchRecordingView("x", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView("o", frame: CGRect(x: 100, y: 0, width: 50, height: 50), log: log)
        window.addSubview(exclusive)
        window.addSubview(other)
        // A finger on the exclusive view keeps others from getting new touches...
        runtime.touchDown(slot: 0, at: CGPoint(x: 10, y: 10))
        runtime.touchDown(slot: 1, at: CGPoint(x: 110, y: 10))
        runtime.stepFrames(1)
        runtime.touchUp(slot: 0)
        runtime.touchUp(slot: 1)
        runtime.stepFrames(1)
        #expect(log.entries == ["x began 1", "x ended 1"])
        // ...and a finger elsewhere keeps the exclusive view from getting one.
        log.entries = []
        runtime.touchDown(slot: 0, at: CGPoint(x: 110, y: 10))
        runtime.stepFrames(1)
        runtime.touchDown(slot: 1, at: CGPoint(x: 10, y: 10))
        runtime.stepFrames(1)
        runtime.touchUp(slot: 0)
        runtime.touchUp(slot: 1)
        runtime.stepFrames(1)
        #expect(log.entries == ["o began 1", "o ended 1"])
    }

    @Test func ignoringInteractionEventsDropsNewTouchesForTheirWholeLife() throws {
        let (runtime, window, log) = try Events.makeScene()
        window.addSubview(TouchRecordingView("v", frame: window.bounds, log: log))
        let application = UIApplication.shared
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        runtime.touchDown(at: CGPoint(x: 10, y: 10))
        runtime.stepFrames(1)
        application.endIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents, "calls nest")
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        runtime.touchMove(to: CGPoint(x: 20, y: 10))
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(log.entries.isEmpty)
        runtime.tap(at: CGPoint(x: 10, y: 10))
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v ended 1"])
    }

    @Test func touchesOfARemovedDeviceAreCancelled() throws {
        let (runtime, window, log) = try Events.makeScene()
        window.addSubview(TouchRecordingView("v", frame: window.bounds, log: log))
        let device = InputDeviceInfo(id: 7, name: "ILITEK", capabilities: .touch)
        let t = runtime.inputTimestamp
        runtime.inject(InputEvent(.deviceAdded(device), device: 7, timestamp: t))
        runtime.inject(InputEvent(.touchDown(slot: 0, x: 0.1, y: 0.1, majorRadius: nil), device: 7, timestamp: t))
        runtime.touchDown(slot: 0, at: CGPoint(x: 150, y: 100))   // another device's finger
        runtime.stepFrames(1)
        runtime.inject(InputEvent(.deviceRemoved(device), device: 7, timestamp: t))
        runtime.inject(InputEvent(.touchUp(slot: 0), device: 7, timestamp: t))   // late events of the gone device
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v cancelled 1"])
        runtime.touchUp(slot: 0)
        runtime.stepFrames(1)
        #expect(log.entries == ["v began 1", "v cancelled 1"], "the other finger never reached the single-touch view")
    }

    @Test func pausingTheDisplayCancelsTouches() throws {
        let display = PausableDisplay(headless: HeadlessDisplay(pixelWidth: 100, pixelHeight: 100))
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let log = EventLog()
        window.addSubview(TouchRecordingView("v", frame: window.bounds, log: log))
        runtime.touchDown(at: CGPoint(x: 10, y: 10))
        display.headless.step()
        display.send(.paused)
        #expect(log.entries == ["v began 1", "v cancelled 1"])
        runtime.touchUp()
        display.headless.step()
        #expect(log.entries.count == 2, "the lift of a cancelled touch is dropped")
    }

    @Test func aTouchShowsInTheVeryNextFrame() throws {
        final class ColorOnTouch: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = .red }
        }
        let (runtime, window, _) = try Events.makeScene()
        let view = ColorOnTouch(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .blue
        window.addSubview(view)
        runtime.stepUntilIdle()
        runtime.touchDown(at: CGPoint(x: 10, y: 10))
        let passes = runtime.stepFrames(1)
        #expect(passes.first?.presented == true)
        let shot = try #require(runtime.screenshot())
        #expect(shot.pixel(x: 10, y: 10) & 0xFF_FFFF == 0xFF_0000)
    }

    @Test func anUnhandledTouchTravelsUpTheResponderChain() throws {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var log: EventLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.entries.append("delegate") }
        }
        final class TouchLoggingWindow: UIWindow {
            var log: EventLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?.entries.append("window")
                super.touchesBegan(touches, with: event)
            }
        }
        let (runtime, _, log) = try Events.makeScene()
        let window = TouchLoggingWindow(frame: UIScreen.main.bounds)
        window.log = log
        window.makeKeyAndVisible()
        let delegate = Delegate()
        delegate.log = log
        let application = UIApplication.shared
        let previousDelegate = application.delegate
        application.delegate = delegate
        defer { application.delegate = previousDelegate }
        let outer = TouchRecordingView("outer", frame: window.bounds, log: log)
        outer.forwards = true
        let inner = TouchRecordingView("inner", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
        inner.forwards = true
        window.addSubview(outer)
        outer.addSubview(inner)
        runtime.touchDown(at: CGPoint(x: 20, y: 20))
        runtime.stepFrames(1)
        #expect(log.entries == ["inner began 1", "outer began 1", "window", "delegate"])
    }
}
