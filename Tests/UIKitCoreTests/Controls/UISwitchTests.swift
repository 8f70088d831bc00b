import Testing
import UIKitCore
import VitrineTestSupport

@MainActor
@Suite("UISwitch")
struct UISwitchTests {
    private func events(of control: UIControl) -> () -> [String] {
        var log: [String] = []
        let names: [(String, UIControl.Event)] = [("down", .touchDown), ("value", .valueChanged),
                                                  ("primary", .primaryActionTriggered), ("up", .touchUpInside)]
        for (name, event) in names { control.addAction(UIAction { _ in log.append(name) }, for: event) }
        return { log }
    }

    // Apple: a switch is 51 by 31 points; it ignores the frame's size.
    @Test func keepsItsOwnSizeAndDefaults() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn && toggle.onTintColor == nil && toggle.thumbTintColor == nil)
        #expect(toggle.style == .sliding)
    }

    @Test func aTapTogglesAndSendsValueChangedBeforeTouchUpInside() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        let toggle = UISwitch(frame: CGRect(x: 70, y: 30, width: 0, height: 0))
        window.addSubview(toggle)
        let log = events(of: toggle)
        runtime.tap(at: ControlScene.center(of: toggle))
        runtime.stepFrames(1)
        #expect(toggle.isOn)
        #expect(log() == ["down", "value", "primary", "up"])
        runtime.stepUntilIdle()
        #expect(!runtime.needsFrame, "the slide ends and the runtime idles")
    }

    @Test func codeChangesSendNoEvents() {
        let toggle = UISwitch()
        let log = events(of: toggle)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        #expect(log().isEmpty && !toggle.isOn)
    }

    @Test func draggingTheThumbAcrossTurnsItOn() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        let toggle = UISwitch(frame: CGRect(x: 70, y: 30, width: 0, height: 0))
        window.addSubview(toggle)
        let log = events(of: toggle)
        runtime.touchDown(at: CGPoint(x: 80, y: 45))
        runtime.stepFrames(1)
        for x in [90, 100, 110, 118] as [CGFloat] {
            runtime.touchMove(to: CGPoint(x: x, y: 45))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(toggle.isOn)
        #expect(log() == ["down", "value", "primary", "up"])
    }

    @Test func draggingBackToTheStartChangesNothing() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        let toggle = UISwitch(frame: CGRect(x: 70, y: 30, width: 0, height: 0))
        window.addSubview(toggle)
        let log = events(of: toggle)
        runtime.touchDown(at: CGPoint(x: 80, y: 45))
        for x in [100, 118, 90, 78] as [CGFloat] {
            runtime.stepFrames(1)
            runtime.touchMove(to: CGPoint(x: x, y: 45))
        }
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(!toggle.isOn && log() == ["down", "up"])
    }

    @Test func aSuperviewTapRecognizerDoesNotStealTheTap() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        let tap = UITapGestureRecognizer()
        window.addGestureRecognizer(tap)
        let toggle = UISwitch(frame: CGRect(x: 70, y: 30, width: 0, height: 0))
        window.addSubview(toggle)
        runtime.tap(at: ControlScene.center(of: toggle))
        runtime.stepFrames(1)
        #expect(toggle.isOn && tap.state != .ended)
    }

    @Test func looksLikeIOS() throws {
        for scale in [1, 2] as [CGFloat] {
            let (runtime, window) = try ControlScene.make(width: 260, height: 50, scale: scale)
            let off = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            let on = UISwitch(frame: CGRect(x: 70, y: 10, width: 0, height: 0))
            on.isOn = true
            let disabled = UISwitch(frame: CGRect(x: 130, y: 10, width: 0, height: 0))
            disabled.isOn = true
            disabled.isEnabled = false
            let tinted = UISwitch(frame: CGRect(x: 190, y: 10, width: 0, height: 0))
            tinted.isOn = true
            tinted.onTintColor = .systemOrange
            [off, on, disabled, tinted].forEach(window.addSubview)
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "switch@\(Int(scale))x")
            runtime.stop()
        }
    }
}
