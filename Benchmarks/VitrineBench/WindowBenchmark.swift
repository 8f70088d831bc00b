import DemoScenes
import Foundation
import UIKit
import VitrinePlatform
import WindowDisplay

/// Scenario 11: the dashboard of scenario 2 in a desktop window (SDL2) against the same
/// frames on the headless buffer, and the latency from a mouse drag (real X input through
/// xdotool) to the present that shows it. Runs on `DISPLAY`, else on an Xvfb of its own;
/// then the same on weston (Wayland) on that X server, where weston is installed.
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
        let reference = (label: headlessLabel, scroll: headlessScroll)

        var lines = try measureWindow(environment: ["DISPLAY": display], xDisplay: display, reference: reference,
                                      on: "Xvfb with Mesa's software OpenGL") { window in
            window.x11WindowID.map { ["--window", String($0)] }.map { ($0, 0, 0) }
        }
        lines += try measureOnWeston(xDisplay: display, reference: reference)
        return lines
    }

    /// The same on weston (its X11 backend, on the same X server), through SDL's Wayland
    /// driver; skipped without weston.
    private func measureOnWeston(xDisplay: String, reference: (label: Summary, scroll: Summary)) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/weston") else {
            return ["11. window on Wayland: skipped (no weston; scripts/bootstrap installs it)"]
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-bench-weston-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try "[shell]\nanimation=none\nstartup-animation=none\nfocus-animation=none\n"
            .write(toFile: directory + "/weston.ini", atomically: true, encoding: .utf8)
        // An output larger than the window: wherever the shell puts it, its centre is in it.
        let weston = try Self.spawn(["env", "DISPLAY=\(xDisplay)", "XDG_RUNTIME_DIR=\(directory)", "weston", "--backend=x11-backend.so",
                                     "--use-pixman", "--socket=wayland-bench", "--config=\(directory)/weston.ini", "--idle-time=0",
                                     "--width=1600", "--height=1000", "--log=\(directory)/weston.log"])
        defer {
            kill(weston, SIGTERM)
            waitpid(weston, nil, 0)
            try? FileManager.default.removeItem(atPath: directory)
        }
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: directory + "/wayland-bench") { usleep(10_000) }
        let environment = ["WAYLAND_DISPLAY": directory + "/wayland-bench", "XDG_RUNTIME_DIR": directory, "SDL_VIDEODRIVER": "wayland"]
        let savedDisplay = ProcessInfo.processInfo.environment["DISPLAY"]
        unsetenv("DISPLAY")
        for (name, value) in environment { setenv(name, value, 1) }
        defer {
            for name in environment.keys { unsetenv(name) }
            if let savedDisplay { setenv("DISPLAY", savedDisplay, 1) }
        }
        return try measureWindow(environment: environment, xDisplay: xDisplay, reference: reference,
                                 on: "weston 10 with pixman on Xvfb, Mesa's software OpenGL") { window in
            // The output's centre is in the window wherever the shell puts it: the drag
            // starts there. The pointer comes in from outside weston's X window first:
            // weston follows it only once it has entered that window.
            for point in [(1900, 1070), (800, 500)] {
                guard (try? Self.run(["env", "DISPLAY=\(xDisplay)", "xdotool", "mousemove", String(point.0), String(point.1)])) != nil else { return nil }
                window.run(for: 0.2)
            }
            return ([], 700, 400)
        }
    }

    /// Frame costs against `reference`, and the latency of an xdotool drag to the present,
    /// in a window on the desktop that `environment` names. `locate` gives xdotool's
    /// window argument and the window's origin on the X screen.
    private func measureWindow(environment: [String: String], xDisplay: String, reference: (label: Summary, scroll: Summary), on desktop: String,
                               locate: (WindowDisplay) -> (window: [String], x: Int, y: Int)?) throws -> [String] {
        var configuration = WindowConfiguration()
        configuration.title = "VitrineBench"
        let window = try WindowDisplay(configuration: configuration, environment: environment)
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
        uiWindow.addSubview(FollowingSquare(frame: uiWindow.bounds))
        window.run(for: 0.3)
        var latencyLine = "   input to present: not measured (the window's place on the screen is unknown)"
        if let (target, originX, originY) = locate(window) {
            func move(_ x: Int, _ y: Int) -> [String] { ["mousemove"] + target + [String(originX + x), String(originY + y)] }
            var moves = move(100, 100) + ["mousedown", "1"]
            for step in 1...60 { moves += ["sleep", "0.03"] + move(100 + step * 10, 300) }
            let drag = try Self.spawn(["env", "DISPLAY=\(xDisplay)", "xdotool"] + moves + ["mouseup", "1"])
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
            latencyLine = "   input to present median \(Format.ms(latency.median))  p99 \(Format.ms(latency.p99))  (\(runtime.inputLatencies.count) frames of an xdotool drag; from the event read to the present)"
        }

        return [
            "11. desktop window (\(window.name), 1280x800, \(desktop)) vs the headless buffer, dashboard of scenario 2 (\(frames) frames each)",
            "   one label        window median \(Format.ms(label.median))  p99 \(Format.ms(label.p99))  headless median \(Format.ms(reference.label.median))  "
                + "ratio \(Format.ratio(label.median, reference.label.median))",
            "   full-screen      window median \(Format.ms(scroll.median))  p99 \(Format.ms(scroll.p99))  headless median \(Format.ms(reference.scroll.median))  "
                + "ratio \(Format.ratio(scroll.median, reference.scroll.median))",
            latencyLine,
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

    private static func run(_ arguments: [String]) throws {
        let child = try spawn(arguments)
        var status: Int32 = 0
        waitpid(child, &status, 0)
        guard status == 0 else { throw BenchError.probe("\(arguments.joined(separator: " ")) failed") }
    }

    private static func spawn(_ arguments: [String]) throws -> pid_t {
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawnp(&pid, arguments[0], nil, nil, argv, environ) == 0 else { throw BenchError.probe("cannot start \(arguments[0])") }
        return pid
    }
}

/// A square whose centre follows a finger anywhere on the screen.
private final class FollowingSquare: UIView {
    private let square = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))

    override init(frame: CGRect) {
        super.init(frame: frame)
        square.backgroundColor = .systemBlue
        addSubview(square)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { square.center = touch.location(in: self) }
    }
}
