import ArgumentParser
import CoreGraphics
import Foundation

/// Compares two PNGs channel by channel; exits 1 when they differ beyond the tolerance.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare", abstract: "Compares two PNGs of the same size, pixel by pixel.")

    @Argument(help: "The image to check (e.g. a grab of the screen).")
    var actual: String

    @Argument(help: "The reference (e.g. the headless render).")
    var reference: String

    @Option(help: "Largest allowed difference of any channel, 0...255.")
    var tolerance = 2

    @Option(help: "Share of the pixels that may differ by more than the tolerance (the GPU renderer's: 0.005).")
    var allowedShare = 0.0

    @Option(help: "Where to write the differing pixels in red, when there are some.")
    var diff: String?

    @Option(help: "Name of the check in the RESULT line.")
    var name = "pixels"

    func run() throws {
        let actualPixels = try ImageCodec.decode(Data(contentsOf: URL(fileURLWithPath: actual)))
        let referencePixels = try ImageCodec.decode(Data(contentsOf: URL(fileURLWithPath: reference)))
        guard actualPixels.width == referencePixels.width, actualPixels.height == referencePixels.height else {
            print("RESULT \(name) ok=0 size=\(actualPixels.width)x\(actualPixels.height) "
                  + "reference=\(referencePixels.width)x\(referencePixels.height)")
            throw ExitCode(1)
        }
        let comparison = PixelComparison(actualPixels, referencePixels, tolerance: tolerance)
        let allowed = Int((allowedShare * Double(actualPixels.width * actualPixels.height)).rounded(.down))
        let ok = comparison.differingPixels <= allowed
        if comparison.differingPixels > 0, let diff {
            try ImageCodec.encodePNG(comparison.diffImage).write(to: URL(fileURLWithPath: diff))
        }
        print("RESULT \(name) ok=\(ok ? 1 : 0) differing=\(comparison.differingPixels) "
              + "worst=\(comparison.worstDistance) tolerance=\(tolerance) allowed=\(allowed) "
              + "size=\(actualPixels.width)x\(actualPixels.height)")
        if !ok { throw ExitCode(1) }
    }
}
