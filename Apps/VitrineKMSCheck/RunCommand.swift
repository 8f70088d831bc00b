import ArgumentParser
import Foundation
import UIKit

/// Runs the check scene as an app, on the display `UIApplicationMain` picks from the
/// `VITRINE_*` settings, through the phases of `CheckRun`.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs the check scene as an app and prints a RESULT line per phase.",
        discussion: """
            Phases: flips (a small square blinks every frame: flip rate and pacing), benchmark (one \
            label of the dashboard changes every frame: CPU time per frame, change-to-flip latency), \
            idle (no commits or flips while nothing changes), partial update (FB_DAMAGE_CLIPS against \
            the damaged rectangle), writeback capture, then hold ("READY hold": the screen now equals \
            `render`) until SIGTERM, or exit.
            """)

    @Option(help: "Page flips of the flips phase (frames on a headless display).")
    var flips = 300

    @Option(help: "Frames of the benchmark phase (0: none).")
    var benchmarkFrames = 0

    @Option(help: "Seconds of the idle phase.")
    var idleSeconds = 2.0

    @Option(help: "Write a writeback capture of the screen (atomic KMS only) to this PNG at the end.")
    var writeback: String?

    @Flag(help: "Stay on screen after the last phase until SIGTERM or SIGINT.")
    var hold = false

    func run() throws {
        let options = CheckRun.Options(flips: max(2, flips), benchmarkFrames: max(0, benchmarkFrames),
                                       idleSeconds: max(0, idleSeconds),
                                       writebackPath: writeback, holds: hold)
        MainActor.assumeIsolated {
            CheckRun.options = options
            // ArgumentParser has consumed our options; UIKit reads only --vitrine-* ones.
            Foundation.exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil,
                                              NSStringFromClass(CheckAppDelegate.self)))
        }
    }
}
