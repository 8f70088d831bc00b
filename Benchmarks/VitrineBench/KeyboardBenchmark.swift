import Foundation
import UIKit

/// Scenario 12: typing on the on-screen keyboard of a 1280×800 panel. A finger taps a
/// letter key of the keyboard shown for a field that echoes its text in a label: the
/// frame of the touch down shows the pressed key, the frame of the touch up the typed
/// character. Measured: the CPU time of each of those frame passes, the damage of the
/// frame showing the character, the input latency figure (touch up to the flip showing
/// it, on the stepped clock: whole refresh intervals), the first frame pass of the keyboard
/// shown again after it hid and, for reference, one full repaint.
@MainActor
struct KeyboardBenchmark {
    let taps: Int

    /// A responder taking typed text and showing it, as a text field does.
    private final class EchoField: UIView, UIKeyInput {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.frame = bounds
            label.font = .systemFont(ofSize: 24)
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
        override var canBecomeFirstResponder: Bool { true }
        var autocapitalizationType: UITextAutocapitalizationType { .none }
        var hasText: Bool { !(label.text ?? "").isEmpty }
        func insertText(_ text: String) {
            // A field of one line: keep its last characters.
            label.text = String(((label.text ?? "") + text).suffix(40))
        }
        func deleteBackward() { label.text = String((label.text ?? "").dropLast()) }
    }

    /// The keyboard's frame as the notification tells it (posted on the main thread).
    private final class FrameBox: @unchecked Sendable {
        var frame = CGRect.zero
    }

    func run() -> [String] {
        let runtime = VitrineRuntime.headless(pixelWidth: 1280, pixelHeight: 800, scale: 1)
        defer { runtime.stop() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        let field = EchoField(frame: CGRect(x: 40, y: 60, width: 600, height: 40))
        window.addSubview(field)
        let shown = FrameBox()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                              queue: nil) { note in
            shown.frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let showStart = runtime.frameCount
        field.becomeFirstResponder()
        runtime.stepUntilIdle()
        let showFrames = runtime.frameCount - showStart
        let keyboardFrame = shown.frame
        guard keyboardFrame.height > 0 else { return ["12. keyboard: the on-screen keyboard did not show"] }
        // The second row's middle: a letter key (g or h on QWERTY).
        let key = CGPoint(x: keyboardFrame.midX, y: keyboardFrame.minY + keyboardFrame.height * 0.4)

        var downTimes: [Double] = [], upTimes: [Double] = [], upDamage = 0
        for _ in 0..<taps {
            runtime.touchDown(at: key)
            var start = Measure.threadCPUTime()
            runtime.stepFrames(1)
            downTimes.append(Measure.threadCPUTime() - start)
            runtime.touchUp()
            start = Measure.threadCPUTime()
            let statistics = runtime.stepFrames(1)
            upTimes.append(Measure.threadCPUTime() - start)
            upDamage = max(upDamage, statistics.map(\.damagedPixelCount).max() ?? 0)
            runtime.stepUntilIdle()
            // Past the double-tap interval, so that every tap is a first tap.
            runtime.stepFrames(24)
        }
        let latencies = runtime.inputLatencies.suffix(2 * taps)
        // Hidden, the keyboard lets its keys go (issue 29); shown again, its first frame pass
        // builds and draws them, as every show did before (configure builds the first page).
        var showAgainTimes: [Double] = []
        for _ in 0..<10 {
            field.resignFirstResponder()
            runtime.stepUntilIdle()
            runtime.stepFrames(30)
            let start = Measure.threadCPUTime()
            field.becomeFirstResponder()
            runtime.stepFrames(1)
            showAgainTimes.append(Measure.threadCPUTime() - start)
            runtime.stepUntilIdle()
        }
        let refresh = 1 / Double(UIScreen.main.maximumFramesPerSecond)
        var tick = 0
        let fullRepaint = Measure.cpuTimes(runs: 20) {
            tick += 1
            window.backgroundColor = tick % 2 == 0 ? .white : UIColor(white: 0.99, alpha: 1)
            runtime.stepFrames(1)
        }
        let down = Summary(downTimes), up = Summary(upTimes), full = Summary(fullRepaint), again = Summary(showAgainTimes)
        let latency = Summary(Array(latencies))
        return [
            "12. keyboard: taps on a letter key of the on-screen keyboard, 1280x800 (\(taps) taps, typed \"\(String((field.label.text ?? "").prefix(8)))…\")",
            "   keyboard slide in       \(showFrames) frames",
            "   touch-down frame        median \(Format.ms(down.median))  p99 \(Format.ms(down.p99))  (key shown pressed)",
            "   touch-up frame          median \(Format.ms(up.median))  p99 \(Format.ms(up.p99))  largest damage \(upDamage) px (character shown)",
            "   shown again, 1st frame  median \(Format.ms(again.median))  p99 \(Format.ms(again.p99))  (its keys built and drawn)",
            "   input latency           median \(Format.ms(latency.median)) = \(String(format: "%.1f", latency.median / refresh)) refresh intervals (stepped clock)",
            "   app window repainted    median \(Format.ms(full.median))  (reference: the whole screen but the keyboard)",
        ]
    }
}
