import Foundation
import Testing
@testable import UIKitCore

/// A font that fails to load (issue 29). fontconfig alone accepts a truncated or corrupt
/// font whose names it can read, and text in it then draws nothing; Vitrine refuses such a
/// file when the app registers it (Info.plist `UIAppFonts`), logs it once, and its names
/// give nil from `UIFont(name:size:)` as iOS does for a font it could not load ("Adding a
/// Custom Font to Your App"), so text falls back to the system font and still draws.
///
/// The fixtures are copies of `InfoPlistApp/AppInfo/VitrineFixtureSans.ttf` with "Sans"
/// renamed "Junk" in the name table: `-Garbled` has every byte of its glyph outlines (glyf)
/// set to 0xFF, `-Truncated` is its first 1200 bytes (the file cut in the glyph outlines).
@MainActor
@Suite struct BrokenFontTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/BrokenFonts")

    @Test func brokenAppFontsAreRefusedLoggedOnceAndTextUsesTheSystemFont() {
        var registered: [URL] = []
        let lines = EndToEnd.capturingLog {
            registered = ApplicationFonts.register(["VitrineFixtureJunk-Garbled.ttf", "VitrineFixtureJunk-Truncated.ttf"],
                                                   in: [Self.folder])
        }
        #expect(registered.isEmpty)
        #expect(lines.count == 2, "log: \(lines)")
        #expect(lines.first?.contains("VitrineFixtureJunk-Garbled.ttf not registered: no outline") == true, "log: \(lines)")
        #expect(lines.last?.contains("VitrineFixtureJunk-Truncated.ttf not registered: truncated") == true, "log: \(lines)")
        #expect(!UIFont.familyNames.contains("Vitrine Fixture Junk"))

        var fonts: [UIFont?] = []
        let asked = EndToEnd.capturingLog {
            fonts = [UIFont(name: "VitrineFixtureJunk-Regular", size: 20), UIFont(name: "VitrineFixtureJunk-Regular", size: 30)]
        }
        #expect(fonts.allSatisfy { $0 == nil })
        #expect(asked.count == 1 && asked[0].contains("no font named"), "log: \(asked)")

        func drawn(_ configure: (UILabel) -> Void) -> PixelBuffer {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            label.text = "Hello"
            configure(label)
            return renderPixels(width: 120, height: 30) { _ in label.drawText(in: label.bounds) }
        }
        let fallback = drawn { $0.font = UIFont(name: "VitrineFixtureJunk-Regular", size: 20) }
        let system = drawn { $0.font = .systemFont(ofSize: UIFont.labelFontSize) }
        #expect(inkedPixelCount(fallback) > 50)
        #expect(inkedPixelCount(fallback) == inkedPixelCount(system))
    }

    /// The check passes a whole font: the fixture app's (TrueType) and an installed
    /// OpenType (CFF) one.
    @Test func wholeFontsPassTheCheck() {
        let fixture = Self.folder.deletingLastPathComponent().appendingPathComponent("InfoPlistApp/AppInfo/VitrineFixtureSans.ttf")
        #expect(FontFileCheck.problem(at: fixture.path) == nil)
        #expect(FontFileCheck.problem(at: "/usr/share/fonts/opentype/inter/Inter-Regular.otf") == nil)
        #expect(FontFileCheck.problem(at: Self.folder.appendingPathComponent("VitrineFixtureJunk-Garbled.ttf").path) != nil)
    }
}
