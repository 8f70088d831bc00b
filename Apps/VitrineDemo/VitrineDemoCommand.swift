import ArgumentParser
import Foundation
import UIKit

/// The Vitrine demo: an iOS-style app (tabs, navigation, alerts, sheets) touring its
/// pages. Headless unless a display is configured; each stop is written as PNG.
@main
struct VitrineDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine-demo",
        abstract: "Shows Vitrine's demo pages and writes a PNG of each.",
        discussion: "Display settings come from VITRINE_* variables (VITRINE_DISPLAY, VITRINE_HEADLESS_SIZE, VITRINE_SCALE).")

    @Option(help: "Folder for the PNG of each page.")
    var output = "out/demo"

    @Option(help: "Seconds each page stays on screen.")
    var secondsPerPage = 0.5

    @Flag(help: "Cycle through the pages forever instead of exiting after one tour.")
    var loop = false

    @Option(help: ArgumentHelp("Show only this page, to try with a finger, until the app is stopped; SIGUSR1 writes its PNG and prints its state.",
                               valueName: DemoPage.all.map(\.name).joined(separator: "|")))
    var page: String?

    @Option(help: ArgumentHelp("Play this many seeded random input events on a stepped headless display instead of the tour, checking for leaks (scripts/monkey).", valueName: "events"))
    var monkey: Int?

    @Option(help: ArgumentHelp("Play the tour and the monkey on a stepped headless display for this many simulated hours, sampling memory (scripts/soak).", valueName: "hours"))
    var soak: Double?

    @Option(help: "The monkey's random seed.")
    var seed: UInt64 = 29

    func validate() throws {
        if let page, !DemoPage.all.map(\.name).contains(page) {
            throw ValidationError("no page \"\(page)\"; the pages are \(DemoPage.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        let output = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let options = DemoOptions(outputDirectory: output, secondsPerPage: max(0.05, secondsPerPage), loops: loop, page: page)
        if monkey != nil || soak != nil {
            let passed = MainActor.assumeIsolated { () -> Bool in
                if let soak { return DemoSoak(hours: soak, seed: seed, secondsPerPage: options.secondsPerPage).run() }
                let monkey = DemoMonkey(seed: seed)
                monkey.run(events: self.monkey ?? 0)
                let rss = Double(DemoMonkey.residentBytes()) / 1_048_576, first = Double(monkey.firstHomeResident ?? 0) / 1_048_576
                print(String(format: "monkey: %d events, %.0f s simulated; RSS %.1f MB at the first return home, %.1f MB at the end (bound +%d MB)",
                             monkey.events, monkey.simulatedSeconds, first, rss, DemoMonkey.rssBound / 1_048_576))
                print("monkey: shown: \(monkey.shownSummary)")
                print(monkey.failures.isEmpty ? "monkey: PASS (seed \(seed))" : "monkey: FAIL: replay with scripts/monkey \(monkey.events) \(seed)")
                return monkey.failures.isEmpty
            }
            // LeakSanitizer's report at exit (scripts/leaks) ends the process before stdio's own flush.
            fflush(nil)
            Foundation.exit(passed ? 0 : 1)
        }
        MainActor.assumeIsolated {
            DemoOptions.current = options
            // ArgumentParser has consumed our options; UIKit reads only --vitrine-* ones.
            Foundation.exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil,
                                   NSStringFromClass(DemoAppDelegate.self)))
        }
    }
}
