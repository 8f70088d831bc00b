import ArgumentParser
import Foundation
import HeadlessDisplay
import UIKit
import VitrinePlatform

/// Renders the check scene headless, as a check run ends (after its partial update):
/// the reference the VM's screen must equal.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Renders the check scene on a headless display to a PNG (panel pixels).")

    @Option(help: "Panel size in pixels, WIDTHxHEIGHT.")
    var size = "1024x768"

    @Option(help: "Rotation in degrees clockwise: 0, 90, 180, 270.")
    var rotation = 0

    @Option(help: "The PNG to write.")
    var output: String

    func run() throws {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { throw ValidationError("bad --size \(size)") }
        guard let displayRotation = DisplayRotation(rawValue: rotation) else {
            throw ValidationError("bad --rotation \(rotation)")
        }
        try MainActor.assumeIsolated {
            let display = HeadlessDisplay(pixelWidth: parts[0], pixelHeight: parts[1], rotation: displayRotation)
            let runtime = try VitrineRuntime(display: display)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            CheckScene(in: window).showPartialUpdate()
            runtime.stepUntilIdle()
            try runtime.writeScreenshot(to: URL(fileURLWithPath: output))
            print("RESULT render size=\(size) rotation=\(rotation) output=\(output)")
        }
    }
}
