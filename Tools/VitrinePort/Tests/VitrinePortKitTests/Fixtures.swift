import Foundation

/// The fixtures beside these tests.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let sampleApp = folder.appendingPathComponent("SampleApp")
    /// A project whose interface is a storyboard and a xib (scripts/port-check runs it).
    static let planets = folder.appendingPathComponent("Planets")
    static let transforms = folder.appendingPathComponent("Transforms")
    /// The Vitrine checkout this tool is in (Tools/VitrinePort/Tests/VitrinePortKitTests/...).
    static let vitrine = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let executable = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/vitrine-port")

    /// A fresh temporary folder.
    static func temporaryFolder(_ name: String = #function) -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-port-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name.filter(\.isLetter))-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the sample app to change.
    static func copyOfSampleApp() throws -> URL {
        let copy = temporaryFolder().appendingPathComponent("SampleApp")
        try FileManager.default.copyItem(at: sampleApp, to: copy)
        return copy
    }

    /// A folder of sources (no .xcodeproj): an app delegate and an Info.plist.
    static func smallFolderProject(_ name: String = #function) throws -> URL {
        let folder = temporaryFolder(name).appendingPathComponent("Small")
        try write("import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n",
                  to: folder.appendingPathComponent("AppDelegate.swift"))
        try FileManager.default.copyItem(at: sampleApp.appendingPathComponent("SampleApp/Info.plist"),
                                         to: folder.appendingPathComponent("Info.plist"))
        return folder
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
