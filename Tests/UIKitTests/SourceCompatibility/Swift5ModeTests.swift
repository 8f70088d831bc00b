import Foundation
import Testing

/// An app written in Swift 5 language mode builds against Vitrine as against Apple's
/// UIKit: its calls into UIKit from code outside the main actor are not errors. Apple's
/// UIKit is Objective-C, and Swift treats every imported C declaration as predating
/// concurrency (`@preconcurrency`): Swift 5 clients get no diagnostic, or a warning under
/// strict checking, and Swift 6 clients a warning. Vitrine's public types and protocols
/// are declared `@preconcurrency @MainActor` to the same effect; its own code is checked
/// in Swift 6 mode. ("Migrating to Swift 6", Incremental adoption: "@preconcurrency".)
///
/// The fixture Tests/Fixtures/Swift5App is type-checked against the modules this test run
/// was built with, in both language modes.
@Suite(.serialized)
struct Swift5ModeTests {
    @Test func aSwift5AppBuildsWithWarningsOnly() throws {
        let result = try typecheckFixture(languageMode: "5")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("error:"), "\(result.output)")
        // Minimal checking, as Swift 5 code that does not use concurrency gets with Apple's UIKit.
        #expect(!result.output.contains("pushViewController"))
        // A Sendable closure that touches UIKit is a warning, not an error.
        #expect(result.output.contains("warning: main actor-isolated property 'isEnabled' can not be mutated from a Sendable closure"))
    }

    @Test func theSameAppInSwift6ModeIsCheckedStrictly() throws {
        let result = try typecheckFixture(languageMode: "6")
        #expect(result.output.contains("call to main actor-isolated instance method 'pushViewController(_:animated:)' in a synchronous nonisolated context"),
                "\(result.output)")
        #expect(result.output.contains("main actor-isolated property 'textFields' can not be referenced from a Sendable closure"))
    }

    private func typecheckFixture(languageMode: String) throws -> (status: Int32, output: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        // The test bundle lies in the build folder, beside Modules/ and the C targets' module maps.
        let buildFolder = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Tests/Fixtures/Swift5App/Sources/Swift5App")
        var arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", languageMode,
                         "-module-name", "Swift5App", "-I", buildFolder.appendingPathComponent("Modules").path]
        let shims = root.appendingPathComponent("Sources/CShims")
        var moduleMaps = try FileManager.default.contentsOfDirectory(atPath: shims.path)
            .map { shims.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
        moduleMaps += try FileManager.default.contentsOfDirectory(atPath: buildFolder.path)
            .filter { $0.hasSuffix(".build") }
            .map { buildFolder.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
        for map in moduleMaps where FileManager.default.fileExists(atPath: map) {
            arguments += ["-Xcc", "-fmodule-map-file=\(map)"]
        }
        let includes = try run(["pkg-config", "--cflags-only-I", "pangocairo", "libdrm", "libinput", "libseat", "xkbcommon", "libpng"])
        for flag in includes.output.split(separator: " ") where flag.hasPrefix("-I") {
            arguments += ["-Xcc", String(flag).trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        arguments += try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
            .map { sources.appendingPathComponent($0).path }
        return try run(arguments)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
