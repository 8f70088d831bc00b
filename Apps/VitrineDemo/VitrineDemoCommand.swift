import ArgumentParser
import Foundation
import UIKit

/// The Vitrine demo: a tour of pages (the "Hypnosis" view, labels and images, a
/// dashboard). Headless unless a display is configured; each page is written as PNG.
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

    func run() throws {
        let output = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let options = DemoOptions(outputDirectory: output, secondsPerPage: max(0.05, secondsPerPage), loops: loop)
        MainActor.assumeIsolated {
            DemoOptions.current = options
            // ArgumentParser has consumed our options; UIKit reads only --vitrine-* ones.
            Foundation.exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil,
                                   NSStringFromClass(DemoAppDelegate.self)))
        }
    }
}
