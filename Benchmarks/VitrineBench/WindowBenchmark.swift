import DemoScenes
import Foundation
import UIKit
import VitrinePlatform
import WindowDisplay

/// Scenario 11: the dashboard of scenario 2 in a desktop window (SDL2) against the same
/// frames on the headless buffer, and the latency from a mouse drag (real X input through
/// xdotool) to the present that shows it. Runs on `DISPLAY`, else on an Xvfb of its own.
@MainActor
struct WindowBenchmark {
    let frames: Int

    func run() throws -> [String] {
        var server: pid_t?
        var display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        if display.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
                return ["11. window: skipped (no DISPLAY and no Xvfb; scripts/bootstrap installs it)"]
            }
            let number = (90..<400).first { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") } ?? 399
            display = ":\(number)"
            server = try Self.spawn(["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"])
            for _ in 0..<500 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { usleep(10_000) }
        }
        defer {
            if let server {
                kill(server, SIGTERM)
                waitpid(server, nil, 0)
            }
        }
        setenv("DISPLAY", display, 1)

        // The same label change and full-screen scroll on the headless buffer, then in the window.
        let headless = VitrineRuntime.headless(pixelWidth: 1280, pixelHeight: 800)
        let (headlessLabel, headlessScroll, _) = Self.measure(frames: frames) {
            let start = Measure.monotonic()
            headless.stepFrames(1)
            return Measure.monotonic() - start
        }
        headless.stop()

        var configuration = WindowConfiguration()
        configuration.title = "VitrineBench"
        let window = try WindowDisplay(configuration: configuration, environment: ["DISPLAY": display])
        let runtime = try VitrineRuntime(display: window)
        let input = WindowInput(display: window)
        try input.start { [weak runtime] event in runtime?.inject(event) }
        defer {
            input.stop()
            runtime.stop()
            window.stop()
        }
        // From the vertical blank to the present returning: the wait for the blank is not
        // frame cost.
        let (label, scroll, uiWindow) = Self.measure(frames: frames) {
            let presented = window.presentCount
            window.run(for: 1) { window.presentCount > presented }
            return window.lastFrameDuration
        }

        // Input to present: a square follows the mouse, dragged by xdotool at a hand's pace.
        for view in uiWindow.subviews { view.removeFromSuperview() }
        uiWindow.addSubview(FollowingSquare(frame: CGRect(x: 100, y: 100, width: 80, height: 80)))
        window.run(for: 0.3)
        let id = String(window.x11WindowID ?? 0)
        var moves = ["mousemove", "--window", id, "100", "100", "mousedown", "1"]
        for step in 1...60 { moves += ["sleep", "0.03", "mousemove", "--window", id, String(100 + step * 10), "300"] }
        let drag = try Self.spawn(["env", "DISPLAY=\(display)", "xdotool"] + moves + ["mouseup", "1"])
        var finished = false
        window.run(for: 20) {
            finished = waitpid(drag, nil, WNOHANG) == drag
            return finished
        }
        if !finished {
            kill(drag, SIGKILL)
            waitpid(drag, nil, 0)
        }
        window.run(for: 0.2)
        let latency = Summary(runtime.inputLatencies)

        return [
            "11. desktop window (\(window.name), 1280x800) vs the headless buffer, dashboard of scenario 2 (\(frames) frames each)",
            "   one label        window median \(Format.ms(label.median))  p99 \(Format.ms(label.p99))  headless median \(Format.ms(headlessLabel.median))  "
                + "ratio \(Format.ratio(label.median, headlessLabel.median))",
            "   full-screen      window median \(Format.ms(scroll.median))  p99 \(Format.ms(scroll.p99))  headless median \(Format.ms(headlessScroll.median))  "
                + "ratio \(Format.ratio(scroll.median, headlessScroll.median))",
            "   input to present median \(Format.ms(latency.median))  p99 \(Format.ms(latency.p99))  (\(runtime.inputLatencies.count) frames of an xdotool drag; from the event read to the present)",
        ]
    }

    /// Frame times of `frames` label changes, then `frames` full-screen scrolls, of the
    /// dashboard on the current screen; `frame` runs one frame and returns its time.
    private static func measure(frames: Int, frame: () -> Double) -> (Summary, Summary, UIWindow) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let page = DashboardPage(frame: window.bounds, tileCount: 40)
        window.addSubview(page)
        for _ in 0..<5 { _ = frame() }
        let label = page.allTiles[7].valueLabel
        var tick = 0
        let one = (0..<frames).map { _ in
            tick += 1
            label.text = "\(tick % 1000) kW"
            return frame()
        }
        let scroll = (0..<frames).map { _ in
            tick += 1
            page.bounds.origin.y = CGFloat(tick % 40)
            return frame()
        }
        return (Summary(one), Summary(scroll), window)
    }

    private static func spawn(_ arguments: [String]) throws -> pid_t {
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawnp(&pid, arguments[0], nil, nil, argv, environ) == 0 else { throw BenchError.probe("cannot start \(arguments[0])") }
        return pid
    }
}

/// A square whose centre follows the finger.
private final class FollowingSquare: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) { nil }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { center = touch.location(in: superview) }
    }
}
