import Foundation
import SwiftParser
import Testing
@testable import VitrinePortKit

/// Overrides in extensions. Swift refuses them without the Objective-C runtime ("instance
/// method 'layoutSubviews()' declared in 'UIView' cannot be overridden from extension",
/// "overriding declarations in extensions is not supported"): on iOS they build only
/// because UIKit's members are `@objc` and dispatched by message. In the class's body they
/// override as any member does, so the port moves them there (docs/PORTING.md).
@Suite struct ExtensionOverrideTests {
    /// Ports `files` as one app: each transformed with the index of all, then the overrides
    /// bound for other files inserted there.
    func port(_ files: [String: String]) -> (sources: [String: String], findings: [Finding]) {
        let trees = files.mapValues { Parser.parse(source: $0) }
        let index = ProjectIndex(files: Array(trees.values))
        var sources: [String: String] = [:]
        var findings: [Finding] = []
        var moves: [MovedOverrides] = []
        for (file, tree) in trees.sorted(by: { $0.key < $1.key }) {
            let result = SwiftTransformer.transform(tree, file: file, index: index)
            sources[file] = result.source
            findings += result.findings
            moves += result.movedOverrides
        }
        findings += MovedOverrides.insert(moves, into: &sources)
        return (sources, findings)
    }

    /// TableViewController+Data.swift of Apple's AdoptingDragAndDropInATableView overrides the
    /// table's data source in an extension of a class declared in another file. The
    /// overrides join the class's body there, with the import that file lacked; the
    /// file-private declarations they use stay behind and become internal, since only their
    /// own file sees them (the unused one stays fileprivate).
    @Test func overridesMoveToTheClassInAnotherFile() throws {
        let folder = Fixtures.transforms.appendingPathComponent("ExtensionOverridesAcrossFiles")
        let names = ["ListViewController", "ListViewController+Data"]
        var inputs: [String: String] = [:]
        for name in names {
            inputs["\(name).swift"] = try String(contentsOf: folder.appendingPathComponent("\(name).input.swift"), encoding: .utf8)
        }
        let (sources, findings) = port(inputs)
        for name in names {
            let expected = try String(contentsOf: folder.appendingPathComponent("\(name).expected.swift"), encoding: .utf8)
            #expect(sources["\(name).swift"] == expected, "\(name)")
        }
        #expect(findings.map(\.severity) == Array(repeating: .note, count: findings.count))
        let notes = findings.map { "\($0.line ?? 0): \($0.message.prefix { $0 != ":" })" }
        #expect(notes == ["8: private let cellIdentifier made internal", "10: private struct Row made internal",
                          "31: fileprivate func row made internal", "40: private extension ListViewController made internal",
                          "14: the overrides in this extension move to the end of ListViewController's body, in its own file (Swift without the Objective-C runtime refuses overrides in extensions)"])
    }

    /// What cannot move is reported where it is: an extension constrained by `where` (the
    /// class's body has no such condition) and an extension inside `#if` (its overrides
    /// would lose the condition). The fixture's output shows what moves.
    @Test func overridesThatCannotMoveAreReported() throws {
        let input = try String(contentsOf: Fixtures.transforms.appendingPathComponent("ExtensionOverridesNestedAndConditional.input.swift"), encoding: .utf8)
        let findings = SwiftTransformer.transform(source: input).findings
        #expect(findings.map(\.severity) == [.warning, .warning])
        #expect(findings.map(\.line) == [48, 53])
        #expect(findings[0].message.contains("extension of Box") && findings[0].message.contains("constrained"))
        #expect(findings[1].message.contains("extension of Gallery inside #if"))
    }

    /// A class the app declares twice (in the clauses of an `#if`) has no one body to move
    /// to; a UIKit class has none in the app.
    @Test func overridesOfAClassWithoutOneDeclarationAreReported() {
        let declaring = "import UIKit\n#if os(iOS)\nclass Badge: UIView {}\n#else\nclass Badge: UIView {}\n#endif\n"
        let extending = "import UIKit\nextension Badge {\n    override func layoutSubviews() {}\n}\nextension UILabel {\n    override open var intrinsicContentSize: CGSize { .zero }\n}\n"
        let (sources, findings) = port(["Badge.swift": declaring, "Badge+Layout.swift": extending])
        #expect(sources["Badge+Layout.swift"] == extending && sources["Badge.swift"] == declaring)
        #expect(findings.map(\.severity) == [.warning, .warning])
        #expect(findings[0].message.contains("the app declares Badge in another file, private to it or more than once"))
        #expect(findings[1].message.contains("UILabel is not a class the ported files declare"))
    }

    /// Overrides whose class is not among the files given would be lost: an error stops the port.
    @Test func overridesWithoutTheirClassAreAnError() {
        let declaring = "import UIKit\nclass Badge: UIView {}\n"
        let extending = "import UIKit\nextension Badge {\n    override func layoutSubviews() {}\n}\n"
        let trees = [declaring, extending].map { Parser.parse(source: $0) }
        let result = SwiftTransformer.transform(trees[1], file: "Badge+Layout.swift", index: ProjectIndex(files: trees))
        var sources = ["Badge+Layout.swift": result.source]
        let findings = MovedOverrides.insert(result.movedOverrides, into: &sources)
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.first?.file == "Badge+Layout.swift")
    }
}
