import Foundation
import Testing
@testable import UIKitCore

/// docs/SYMBOLS.md is how an app's author learns which `UIImage(systemName:)` names draw
/// with a stand-in (other names of SF Symbols draw a placeholder; unknown names return nil,
/// as on iOS): it must list the catalog exactly.
struct SymbolCatalogDocumentTests {
    @Test func theDocumentListsEveryNameOfTheCatalog() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/SYMBOLS.md"), encoding: .utf8)
        let list = document.split(separator: "\n").last ?? ""
        let documented = Set(list.components(separatedBy: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) })
        let catalog = Set(SymbolCatalog.codepoints.keys)
        #expect(catalog.count > 100)
        #expect(documented.subtracting(catalog).isEmpty, "listed but not drawn: \(documented.subtracting(catalog).sorted())")
        #expect(catalog.subtracting(documented).isEmpty, "drawn but not listed: \(catalog.subtracting(documented).sorted())")
    }

    // UIImage(systemName:): "nil if the system can't find the image" — and no trap.
    @Test func anUnknownNameIsNil() {
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
        #expect(UIImage(systemName: "star") != nil)
    }

    /// A real SF Symbols name without a stand-in is an image, as on iOS, where apps
    /// force-unwrap such images (Apple's keyboard navigation sample builds 2,612 of them):
    /// the placeholder square, the same for any such name, unlike a stand-in.
    @Test func aRealNameWithoutAStandInIsAPlaceholder() throws {
        #expect(SymbolCatalog.codepoints["scribble.variable"] == nil)
        let placeholder = try #require(UIImage(systemName: "scribble.variable"))
        let other = try #require(UIImage(systemName: "highlighter"))
        let star = try #require(UIImage(systemName: "star"))
        #expect(placeholder.pngData() == other.pngData())
        #expect(placeholder.pngData() != star.pngData())
        #expect(SymbolNames.all.isSuperset(of: SymbolCatalog.codepoints.keys))
    }
}
