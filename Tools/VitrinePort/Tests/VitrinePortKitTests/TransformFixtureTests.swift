import Foundation
import SwiftParser
import Testing
@testable import VitrinePortKit

/// Each `Fixtures/Transforms/NAME.input.swift` ported gives `NAME.expected.swift` exactly
/// (as in an app with resources, so `Bundle.module` exists).
/// The rules are Swift's (The Swift Programming Language, "Attributes"; "Using Swift with
/// Cocoa and Objective-C", "Selectors" and "Keypaths"), as docs/PORTING.md lists them.
@Suite struct TransformFixtureTests {
    static let names = ["ObjCAttributes", "Selectors", "KeyPaths", "OptionalRequirements", "EntryPoint", "Imports", "ExtensionOverrides",
                         "ExtensionOverridesNestedAndConditional", "ResourceLookups", "FoundationOnly", "MetatypeInit"]

    @Test(arguments: names)
    func fixture(_ name: String) throws {
        let input = try String(contentsOf: Fixtures.transforms.appendingPathComponent("\(name).input.swift"), encoding: .utf8)
        let expected = try String(contentsOf: Fixtures.transforms.appendingPathComponent("\(name).expected.swift"), encoding: .utf8)
        let result = SwiftTransformer.transform(source: input, file: "\(name).swift", hasResources: true)
        #expect(result.source == expected)
    }

    /// An app without resources has no `Bundle.module`: its lookups in `Bundle.main` stay.
    @Test func resourceLookupsStayWithoutResources() throws {
        let input = try String(contentsOf: Fixtures.transforms.appendingPathComponent("ResourceLookups.input.swift"), encoding: .utf8)
        let result = SwiftTransformer.transform(source: input, file: "ResourceLookups.swift")
        #expect(result.source == input)
    }

    @Test func everyFixtureIsListed() throws {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Fixtures.transforms.path)
            .filter { $0.hasSuffix(".input.swift") }.map { String($0.dropLast(".input.swift".count)) }
        #expect(Set(inputs) == Set(Self.names))
    }
}

@Suite struct TransformTests {
    /// Swift's Objective-C names: "tapped", "tapped:", "tappedWithSender:", "tapped:forEvent:"
    /// (Using Swift with Cocoa and Objective-C, "Selectors").
    @Test func selectorNames() {
        typealias Method = ProjectIndex.Method
        #expect(Method.selectorName(baseName: "tapped", labels: []) == "tapped")
        #expect(Method.selectorName(baseName: "tapped", labels: ["_"]) == "tapped:")
        #expect(Method.selectorName(baseName: "tapped", labels: ["sender"]) == "tappedWithSender:")
        #expect(Method.selectorName(baseName: "tapped", labels: ["_", "forEvent"]) == "tapped:forEvent:")
        #expect(Method.selectorName(baseName: "move", labels: ["_", "_"]) == "move::")
    }

    @Test func selectorFindsTheMethodInAnotherFile() {
        let declaring = "class Base: UIViewController {\n    @objc(doneWithItem:) func done(item: Int) {}\n}\n"
        let using = "class Child: Base {\n    func setUp() { _ = #selector(done) }\n}\n"
        let trees = [declaring, using].map { Parser.parse(source: $0) }
        let index = ProjectIndex(files: trees)
        let result = SwiftTransformer.transform(trees[1], file: "Child.swift", index: index)
        #expect(result.source.contains(#"Selector("doneWithItem:", Child.done(item:))"#))
    }

    /// The metatype's declared type is in another file; the call says what it became.
    @Test func metatypeInitFindsTheDeclarationInAnotherFile() {
        let declaring = "class Screen: UIViewController {}\nstruct Entry {\n    var screen: Screen.Type\n}\n"
        let using = "func show(_ entry: Entry) -> UIViewController {\n    let type = entry.screen\n    return type.init()\n}\n"
        let trees = [declaring, using].map { Parser.parse(source: $0) }
        let result = SwiftTransformer.transform(trees[1], file: "Show.swift", index: ProjectIndex(files: trees))
        #expect(result.source.contains("return type.vitrineInit()\n"))
        #expect(result.findings.map(\.line) == [3])
        // A plain Swift class's metatype is left to its `required init()`.
        let plain = "final class Model { required init() {} }\nfunc make(_ type: Model.Type) -> Model { type.init() }\n"
        #expect(SwiftTransformer.transform(source: plain).source == plain)
    }

    @Test func selectorOutsideATypeKeepsTheNameAndSaysSo() {
        let result = SwiftTransformer.transform(source: "let s = #selector(tapped(_:))\n")
        #expect(result.source == "let s = Selector(\"tapped:\")\n")
        #expect(result.findings.map(\.severity) == [.warning])
        #expect(result.findings.first?.line == 1)
    }

    @Test func nonVoidOptionalRequirementIsReportedWithItsLine() {
        let source = "import UIKit\n@objc protocol P {\n    @objc optional func height() -> CGFloat\n}\n"
        let result = SwiftTransformer.transform(source: source, file: "P.swift")
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.file == "P.swift")
        #expect(result.findings.first?.line == 3)
        #expect(result.source.contains("func height() -> CGFloat\n"))
    }

    @Test func objectiveCRuntimeCallsAreReported() {
        let source = "func swizzle(a: Method, b: Method) { method_exchangeImplementations(a, b) }\n"
        let result = SwiftTransformer.transform(source: source)
        #expect(result.findings.contains { $0.message.contains("method_exchangeImplementations") })
    }

    @Test func managedPropertiesAreReported() {
        let result = SwiftTransformer.transform(source: "class Item: NSManagedObject {\n    @NSManaged var title: String\n}\n")
        #expect(result.source == "class Item: NSManagedObject {\n    var title: String\n}\n")
        #expect(result.findings.first?.line == 2)
    }

    @Test func missingFrameworksAreListedUnlessAvailable() {
        let source = "import UIKit\nimport MapKit\nimport Logging\n"
        let result = SwiftTransformer.transform(source: source, availableModules: ["UIKit", "Logging"])
        #expect(result.missingModules == ["MapKit": 2])
        let stubbed = SwiftTransformer.transform(source: source, availableModules: ["UIKit", "Logging", "MapKit"])
        #expect(stubbed.missingModules.isEmpty)
    }

    @Test func importsUnderCanImportAreNotMissing() {
        let source = "import UIKit\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n"
        #expect(SwiftTransformer.transform(source: source, availableModules: ["UIKit"]).missingModules.isEmpty)
    }

    @Test func swiftUIAppIsAnError() {
        let result = SwiftTransformer.transform(source: "import SwiftUI\n@main struct MyApp: App {}\n")
        #expect(result.findings.contains { $0.severity == .error && $0.message.contains("SwiftUI") })
    }
}
