import Foundation
import Synchronization

/// An Xvfb server of its own for a test, on a display number no other server uses.
/// CI has no desktop; scripts/bootstrap installs Xvfb, xdotool and xwd for these tests.
final class XvfbServer {
    let display: String
    private let pid: pid_t

    /// How far the display numbers of this process's servers have moved on.
    private static let servers = Mutex(0)

    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") }

    /// Starts Xvfb and waits until it takes connections. A display number another server
    /// holds (one of another test run on this machine, seen only through its abstract
    /// socket) makes Xvfb exit at once: the next number is tried.
    init(width: Int = 1024, height: Int = 768) throws {
        // Tests run in parallel: each server of this process starts from a number of its own,
        // or two could pick the same free number at once and both see its socket.
        var number = 90 + Int(getpid() % 150) + Self.servers.withLock { started in
            defer { started += 8 }
            return started
        }
        for _ in 0..<8 {
            while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
                    || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                number += 1
            }
            let child = try spawn(["Xvfb", ":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"])
            if Self.waitUntilListening(child, number: number) {
                display = ":\(number)"
                pid = child
                return
            }
            number += 1
        }
        throw ProcessFailure(description: "Xvfb did not start on any display from :90 to :\(number)")
    }

    /// Whether Xvfb `child` took display `number` within 10 s (false: it exited, or was
    /// stopped after the wait).
    private static func waitUntilListening(_ child: pid_t, number: Int) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        var status: Int32 = 0
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            if waitpid(child, &status, WNOHANG) == child { return false }
            guard Date() < deadline else {
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
                return false
            }
            usleep(20_000)
        }
        // The socket may be another server's: a child that lost the number exits at once.
        usleep(50_000)
        return waitpid(child, &status, WNOHANG) == 0
    }

    /// Ends the server (what a desktop session ending does to its clients).
    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<150 {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    /// Starts `arguments` (an X client such as xdotool) against this server; `finish`
    /// waits for it. The window runs meanwhile, so the client's input arrives over time.
    func start(_ arguments: [String]) throws -> pid_t {
        try spawn(["env", "DISPLAY=\(display)"] + arguments)
    }

    func finish(_ child: pid_t) throws {
        var status: Int32 = 0
        waitpid(child, &status, 0)
        guard status == 0 else { throw ProcessFailure(description: "an X client failed (\(status))") }
    }

    /// Runs `arguments` (an X client such as xdotool) against this server and waits for it.
    func run(_ arguments: [String], output: String? = nil) throws {
        var command = ["env", "DISPLAY=\(display)"] + arguments
        if let output {
            let quoted = command.map { "'\($0)'" }.joined(separator: " ")
            command = ["sh", "-c", "\(quoted) > '\(output)'"]
        }
        // posix_spawn and waitpid, not Process: its wait runs the run loop, which would
        // run other tests' main-actor work in the middle of this one.
        let child = try spawn(command)
        var status: Int32 = 0
        waitpid(child, &status, 0)
        guard status == 0 else { throw ProcessFailure(description: "\(arguments.joined(separator: " ")) failed (\(status))") }
    }
}

struct ProcessFailure: Error, CustomStringConvertible {
    let description: String
}

/// Starts `arguments` (found on PATH) with this process's environment.
func spawn(_ arguments: [String], environment: [String: String]? = nil) throws -> pid_t {
    var pid: pid_t = 0
    // Signals this process ignores would stay ignored in the child (Xvfb would not end).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    // Nor blocked: the test runs on a dispatch worker thread, which blocks them.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status: Int32
    if let environment {
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        status = posix_spawnp(&pid, arguments[0], nil, &attributes, argv, envp)
    } else {
        status = posix_spawnp(&pid, arguments[0], nil, &attributes, argv, environ)
    }
    guard status == 0 else { throw ProcessFailure(description: "cannot start \(arguments[0]): \(status)") }
    return pid
}
