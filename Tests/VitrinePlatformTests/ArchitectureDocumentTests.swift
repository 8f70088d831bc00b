import Foundation
import Testing

/// docs/ARCHITECTURE.md's module table is the map a newcomer reads first: every target that
/// Package.swift declares (test targets aside) must be in it. It lives in this test target
/// because this one builds fastest; it reads the repository, not a module.
struct ArchitectureDocumentTests {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Names of `.target`, `.executableTarget` and `.systemLibrary` declarations.
    private func declaredTargets() throws -> Set<String> {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        return Set(pattern.matches(in: manifest, range: range).compactMap {
            Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) }
        })
    }

    /// The first cell of each row of the table under "Layers and modules", split at commas.
    private func documentedTargets() throws -> Set<String> {
        let document = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        guard let section = document.components(separatedBy: "## Layers and modules").dropFirst().first?
            .components(separatedBy: "\n## ").first else { return [] }
        var names = Set<String>()
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            for name in cell.split(separator: ",") {
                names.insert(name.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")))
            }
        }
        return names
    }

    @Test func everyTargetIsDescribed() throws {
        let declared = try declaredTargets()
        #expect(declared.count > 20, "Package.swift was read (\(declared.count) targets)")
        let missing = declared.subtracting(try documentedTargets())
        #expect(missing.isEmpty, "targets missing from docs/ARCHITECTURE.md's table: \(missing.sorted())")
    }

    @Test func theTableNamesNoTargetThatIsGone() throws {
        let stale = try documentedTargets().subtracting(try declaredTargets())
        #expect(stale.isEmpty, "docs/ARCHITECTURE.md describes targets Package.swift lacks: \(stale.sorted())")
    }
}
