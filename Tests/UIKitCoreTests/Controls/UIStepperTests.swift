import Testing
import UIKitCore
import VitrineTestSupport

@MainActor
@Suite("UIStepper")
struct UIStepperTests {
    @Test func defaultsAreApples() {
        let stepper = UIStepper(frame: CGRect(x: 3, y: 4, width: 300, height: 80))
        #expect(stepper.frame == CGRect(x: 3, y: 4, width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
    }

    @Test func badValuesAreRefusedWithTheOldOnesKept() {
        let stepper = UIStepper()
        stepper.value = 5
        stepper.value = .nan
        stepper.stepValue = 0
        stepper.stepValue = -2
        stepper.minimumValue = 200
        stepper.maximumValue = .infinity
        #expect(stepper.value == 5 && stepper.stepValue == 1 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.maximumValue = 50
        #expect(stepper.value == 50, "lowering the maximum below the value pins the value")
    }

    @Test func aTapOnPlusStepsOnTouchDown() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        let stepper = UIStepper(frame: CGRect(x: 50, y: 30, width: 0, height: 0))
        window.addSubview(stepper)
        var log: [String] = []
        stepper.addAction(UIAction { _ in log.append("value \(stepper.value)") }, for: .valueChanged)
        stepper.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        runtime.touchDown(at: CGPoint(x: 120, y: 46))
        runtime.stepFrames(1)
        #expect(log == ["value 1.0"])
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(log == ["value 1.0", "up"])
    }

    @Test func holdingRepeatsOnTheDisplayClock() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        let stepper = UIStepper(frame: CGRect(x: 50, y: 30, width: 0, height: 0))
        window.addSubview(stepper)
        runtime.touchDown(at: CGPoint(x: 120, y: 46))
        runtime.stepFrames(1)
        runtime.stepFrames(27)     // 0.45 s: before the repeat starts
        #expect(stepper.value == 1)
        runtime.stepFrames(6 * 5)  // 0.5 s more: the first repeat at 0.5 s, then every 0.1 s
        #expect(stepper.value >= 5 && stepper.value <= 6)
        runtime.touchUp()
        runtime.stepFrames(30)
        let held = stepper.value
        runtime.stepFrames(30)
        #expect(stepper.value == held, "lifting the finger stops the repeat")
    }

    @Test func theMinusSideTakesNoTouchAtTheMinimumUnlessItWraps() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        let stepper = UIStepper(frame: CGRect(x: 50, y: 30, width: 0, height: 0))
        window.addSubview(stepper)
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        runtime.tap(at: CGPoint(x: 70, y: 46))
        runtime.stepFrames(1)
        #expect(stepper.value == 0 && changes == 0)
        stepper.wraps = true
        runtime.stepFrames(30)
        runtime.tap(at: CGPoint(x: 70, y: 46))
        runtime.stepFrames(1)
        #expect(stepper.value == 100 && changes == 1)
    }

    @Test func looksLikeIOS() throws {
        for scale in [1, 2] as [CGFloat] {
            let (runtime, window) = try ControlScene.make(width: 320, height: 52, scale: scale)
            let middle = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            middle.value = 50
            middle.autorepeat = false   // held for the picture, it must not run to the maximum
            let atMinimum = UIStepper(frame: CGRect(x: 114, y: 10, width: 0, height: 0))
            let atMaximum = UIStepper(frame: CGRect(x: 218, y: 10, width: 0, height: 0))
            atMaximum.value = 100
            [middle, atMinimum, atMaximum].forEach(window.addSubview)
            runtime.touchDown(at: CGPoint(x: 80, y: 26))   // the plus side of the first, held
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "stepper@\(Int(scale))x")
            runtime.touchUp()
            runtime.stop()
        }
    }
}
