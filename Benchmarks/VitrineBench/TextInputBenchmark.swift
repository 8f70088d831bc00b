import DemoScenes
import Foundation
import UIKit
import VitrinePlatform

/// Scenario 13: a text field being edited on the 200-view dashboard at 1080p (stepped
/// 60 Hz). The caret's blink: the frames of two idle seconds with the field edited, of
/// which only the blinks change the screen, each against one full repaint of the same
/// screen. Typing: a hardware key press to the frame that shows its character (the
/// runtime's input-to-present latency) and the CPU time of that frame.
@MainActor
struct TextInputBenchmark {
    let frames: Int

    func run() -> [String] {
        let runtime = VitrineRuntime.headless(pixelWidth: 1920, pixelHeight: 1080, scale: 1)
        defer { runtime.stop() }
        // Typed on a hardware keyboard: no on-screen keyboard comes up.
        runtime.inject(InputEvent(.deviceAdded(InputDeviceInfo(id: 1, name: "keyboard", capabilities: .keyboard)),
                                  device: 1, timestamp: runtime.inputTimestamp))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let page = DashboardPage(frame: window.bounds, tileCount: 40)
        window.addSubview(page)
        let field = UITextField(frame: CGRect(x: 1500, y: 14, width: 400, height: 36))
        field.borderStyle = .roundedRect
        field.placeholder = "Search orders"
        page.addSubview(field)
        runtime.stepUntilIdle()
        field.becomeFirstResponder()
        runtime.stepFrames(2)

        // The blink: two idle seconds, timed frame by frame.
        var blinkTimes: [Double] = [], blinkDamage: [Int] = []
        for _ in 0..<120 {
            var statistics: [FrameStatistics] = []
            let time = Measure.cpuTimes(runs: 1) { statistics = runtime.stepFrames(1) }
            if let frame = statistics.first, frame.damagedPixelCount > 0 {
                blinkTimes += time
                blinkDamage.append(frame.damagedPixelCount)
            }
        }

        // Typing: each key down and up, then the frames until idle.
        var keyTimes: [Double] = []
        let characters = Array("order 1042 ")
        for index in 0..<frames {
            let character = String(characters[index % characters.count])
            let code = UInt32(30 + index % 20)
            for pressed in [true, false] {
                runtime.inject(InputEvent(.key(InputKey(hidUsage: 4, evdevCode: code, isPressed: pressed, characters: character,
                                                        charactersIgnoringModifiers: character, modifiers: [])),
                                          device: 1, timestamp: runtime.inputTimestamp))
            }
            keyTimes += Measure.cpuTimes(runs: 1) { runtime.stepFrames(1) }
            if (field.text ?? "").count > 40 { field.text = "" }
        }
        let latencies = runtime.inputLatencies.map { $0 * 1000 }.sorted()

        var tick = 0
        let fullRepaint = Measure.cpuTimes(runs: max(10, frames / 10)) {
            tick += 1
            DashboardBenchmark.setNeedsDisplayEverywhere(page)
            page.backgroundColor = tick % 2 == 0 ? .black : UIColor(white: 0.05, alpha: 1)
            runtime.stepFrames(1)
        }
        let blink = Summary(blinkTimes), key = Summary(keyTimes), full = Summary(fullRepaint)
        let medianLatency = latencies.isEmpty ? 0 : latencies[latencies.count / 2]
        return [
            "13. text input: a text field edited on the dashboard (1080p, stepped 60 Hz)",
            "   caret blink      \(blinkTimes.count) frames with damage in 2 s, median \(Format.ms(blink.median)), "
                + "damage \(blinkDamage.max() ?? 0) px each (no other frame changes the screen)",
            "   key typed        frame median \(Format.ms(key.median))  p99 \(Format.ms(key.p99)); key to the frame showing it "
                + String(format: "%.1f ms", medianLatency) + " median (the frame after the event, on the stepped clock)",
            "   full repaint     median \(Format.ms(full.median))  (reference)",
            "   ratio            blink \(String(format: "%.1f%%", 100 * blink.median / max(full.median, 1e-12))), "
                + "key \(String(format: "%.1f%%", 100 * key.median / max(full.median, 1e-12))) of one full repaint",
        ]
    }
}
