import CoreGraphics
import Foundation
import Testing
import VitrineTestSupport

/// Memory sized by an app or the display that the memory refuses (issue 29, through the
/// `PixelBuffer.allocationLimit` seam): no trap, one log line a purpose until that purpose
/// succeeds again, whichever threads allocate.
@MainActor
struct AllocationFailuresTests {
    /// The lines CoreGraphics logged to standard error while `body` ran that mention
    /// `marker`. Main-actor and synchronous, as UIKitCore's log captures are, so that no two
    /// captures overlap.
    private func logLines(mentioning marker: String, _ body: () -> Void) -> [String] {
        capturingStandardError(body).filter { $0.contains(marker) }
    }

    /// A failure goes on while other purposes succeed, on other threads at the same time:
    /// still one line. Before, one flag for all purposes was re-armed by any success, so
    /// each failure after another thread's success was logged again.
    @Test func failureIsLoggedOncePerPurposeWhateverElseSucceedsOnOtherThreads() {
        let purpose = "a refused buffer of the concurrency test"
        let lines = logLines(mentioning: purpose) {
            DispatchQueue.concurrentPerform(iterations: 8) { @Sendable thread in
                for _ in 0..<200 {
                    if thread.isMultiple(of: 2) {
                        PixelBuffer.$allocationLimit.withValue(1024) {
                            #expect(PixelBuffer.allocate(64, height: 64, for: purpose) == nil)
                        }
                    } else {
                        #expect(PixelBuffer.allocate(8, height: 8, for: "a buffer of the concurrency test") != nil)
                    }
                }
            }
        }
        #expect(lines.count == 1 && lines[0].contains("no memory for \(purpose) of 64x64 pixels"), "log: \(lines)")
        // A success of the same purpose re-arms it: the next failure is news.
        let again = logLines(mentioning: purpose) {
            #expect(PixelBuffer.allocate(64, height: 64, for: purpose) != nil)
            PixelBuffer.$allocationLimit.withValue(1024) {
                #expect(PixelBuffer.allocate(64, height: 64, for: purpose) == nil)
                #expect(PixelBuffer.allocate(64, height: 64, for: purpose) == nil)
            }
        }
        #expect(again.count == 1, "log: \(again)")
        #expect(PixelBuffer.allocate(64, height: 64, for: purpose) != nil, "memory is back")
    }

    /// A PNG's row of scratch is sized by the image: refused, the encoding throws as any
    /// encoding error does (`UIImage.pngData()` gives nil then), logged once; it was a Swift
    /// array, which traps when the memory is not there.
    @Test func pngWhoseRowCannotBeAllocatedThrows() throws {
        // 10,000 pixels wide: a 40 KB row, over the limit; the image itself exists.
        let wide = PixelBuffer(width: 10_000, height: 2)
        wide.fill(0xFF00_80FF)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-row-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = logLines(mentioning: "a row of a PNG") {
            PixelBuffer.$allocationLimit.withValue(32 * 1024) {
                #expect(throws: ImageCodecError.self) { try ImageCodec.encodePNG(wide) }
                #expect(throws: ImageCodecError.self) { try ImageCodec.writePNG(wide, to: file) }
            }
        }
        #expect(lines.count == 1 && lines[0].contains("no memory for a row of a PNG of 40000 bytes"), "log: \(lines)")
        #expect(!FileManager.default.fileExists(atPath: file.path), "the unfinished file is removed")
        let decoded = try ImageCodec.decode(try ImageCodec.encodePNG(wide))
        #expect(decoded.width == 10_000 && decoded.premultipliedARGB(x: 9_999, y: 1) == 0xFF00_80FF, "memory is back")
    }
}
