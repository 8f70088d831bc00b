import Foundation

/// A weston of its own for a test: a real Wayland compositor, in a runtime directory of
/// its own, whose output is a window on an Xvfb server (weston's X11 backend). Not its
/// headless backend: that one has no seat, and SDL 2.26's Wayland driver crashes on a
/// compositor without one. The X server's input reaches the Wayland clients through
/// weston. scripts/bootstrap installs weston for these tests.
final class WestonServer {
    /// The compositor's socket, as an absolute path (what `WAYLAND_DISPLAY` may hold).
    let socket: String
    let runtimeDirectory: String
    private let pid: pid_t
    private var isRunning = true

    static var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/weston")
            && FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libweston-10/x11-backend.so")
            && XvfbServer.isInstalled
    }

    /// What a client needs to reach this compositor through SDL's Wayland driver.
    var environment: [String: String] {
        ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtimeDirectory, "SDL_VIDEODRIVER": "wayland"]
    }

    /// Starts weston on `server` (one output of `width` x `height` pixels at `scale`,
    /// composited with pixman) and waits until it takes connections. `debug` lets clients
    /// such as weston-screenshooter take screenshots.
    init(on server: XvfbServer, width: Int = 1024, height: Int = 768, scale: Int = 1, debug: Bool = false) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-weston-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        runtimeDirectory = directory
        socket = directory + "/wayland-vitrine"
        // No animations: a window fading in is not yet the frame it shows.
        let configuration = directory + "/weston.ini"
        try "[shell]\nanimation=none\nclose-animation=none\nstartup-animation=none\nfocus-animation=none\n"
            .write(toFile: configuration, atomically: true, encoding: .utf8)
        // --width and --height are the output's size in points.
        var arguments = ["weston", "--backend=x11-backend.so", "--use-pixman", "--socket=wayland-vitrine", "--config=\(configuration)",
                         "--idle-time=0", "--width=\(width / scale)", "--height=\(height / scale)", "--scale=\(scale)",
                         "--log=\(directory)/weston.log"]
        if debug { arguments.append("--debug") }
        pid = try spawn(arguments, environment: ["DISPLAY": server.display, "XDG_RUNTIME_DIR": directory, "PATH": "/usr/bin:/bin"])
        let deadline = Date().addingTimeInterval(15)
        var status: Int32 = 0
        while !FileManager.default.fileExists(atPath: socket) {
            if waitpid(pid, &status, WNOHANG) == pid || Date() > deadline {
                isRunning = waitpid(pid, &status, WNOHANG) == 0
                stop()
                throw ProcessFailure(description: "weston did not start: \(log)")
            }
            usleep(20_000)
        }
    }

    /// weston's own log.
    var log: String { (try? String(contentsOfFile: runtimeDirectory + "/weston.log", encoding: .utf8)) ?? "" }

    /// Ends the compositor with `signal` (SIGKILL: it crashes, as a desktop session that
    /// dies does) and removes its directory.
    func stop(signal: Int32 = SIGTERM) {
        if isRunning {
            kill(pid, signal)
            var status: Int32 = 0
            var ended = false
            for _ in 0..<150 where !ended {
                ended = waitpid(pid, &status, WNOHANG) == pid
                if !ended { usleep(20_000) }
            }
            if !ended {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
            }
            isRunning = false
        }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// Runs `arguments` (a Wayland client such as weston-screenshooter) against this
    /// compositor in `directory` and waits for it, for at most 20 s.
    func run(_ arguments: [String], in directory: String) throws {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let child = try spawn(["sh", "-c", "cd '\(directory)' && exec \(quoted)"],
                              environment: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
        var status: Int32 = 0
        for _ in 0..<1000 {
            if waitpid(child, &status, WNOHANG) == child {
                guard status == 0 else { throw ProcessFailure(description: "\(arguments.joined(separator: " ")) failed (\(status))") }
                return
            }
            usleep(20_000)
        }
        kill(child, SIGKILL)
        waitpid(child, &status, 0)
        throw ProcessFailure(description: "\(arguments.joined(separator: " ")) did not finish")
    }
}
