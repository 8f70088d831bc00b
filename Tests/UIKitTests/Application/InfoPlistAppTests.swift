import Foundation
import Testing

/// The fixture app Tests/Fixtures/InfoPlistApp, an iOS app configured by its Info.plist,
/// run headless as a process with its AppInfo folder laid out as SwiftPM lays out a
/// `.copy("AppInfo")` resource (`<Package>_<Target>.resources/AppInfo/` beside the
/// executable). It reports on one line what it saw: its scene delegate (named in the
/// scene manifest as `$(PRODUCT_MODULE_NAME).SceneDelegate`), its version through
/// `Bundle.main`, its appearance (`UIUserInterfaceStyle` Dark) and its font (`UIAppFonts`).
@Suite(.serialized)
struct InfoPlistAppTests {
    static let appInfo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/InfoPlistApp/AppInfo")

    @Test func anAppConfiguredByItsInfoPlistLaunchesAsOnIOS() throws {
        let report = try runApp(plist: nil)
        #expect(report["sceneDelegate"] == "SceneDelegate")
        #expect(report["configurationName"] == "Default Configuration")
        // Bundle.object(forInfoDictionaryKey:), Bundle.infoDictionary, Bundle.bundleIdentifier.
        #expect(report["version"] == "2.5.1")
        #expect(report["build"] == "42")
        #expect(report["identifier"] == "com.example.infoplistapp")
        #expect(report["style"] == "dark")
        #expect(report["font"] == "Vitrine Fixture Sans")
    }

    // A scene delegate class that does not exist: logged, and the app runs as one without
    // scenes (its app delegate hears the lifecycle), as iOS would.
    @Test func anUnknownSceneDelegateIsLoggedAndTheAppRunsOn() throws {
        var plist = try #require(try PropertyListSerialization.propertyList(
            from: Data(contentsOf: Self.appInfo.appendingPathComponent("Info.plist")), format: nil) as? [String: Any])
        plist["UIApplicationSceneManifest"] = [
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "InfoPlistApp.MissingSceneDelegate"],
            ]],
        ]
        plist["UIUserInterfaceStyle"] = "Light"
        var log = ""
        let report = try runApp(plist: plist, log: &log)
        #expect(report["sceneDelegate"] == "none")
        #expect(report["style"] == "light")
        #expect(report["version"] == "2.5.1")
        #expect(log.contains("UISceneDelegateClassName InfoPlistApp.MissingSceneDelegate: no class of that name"), "\(log)")
    }

    private func runApp(plist: [String: Any]?) throws -> [String: String] {
        var log = ""
        return try runApp(plist: plist, log: &log)
    }

    /// Runs the fixture from a folder holding a link to its executable and
    /// `Vitrine_InfoPlistApp.resources/AppInfo/` (the fixture's, or `plist` with its font).
    private func runApp(plist: [String: Any]?, log: inout String) throws -> [String: String] {
        // The test bundle lies in the build folder, beside the fixture's executable.
        let buildFolder = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent()
        let executable = buildFolder.appendingPathComponent("InfoPlistApp")
        try #require(FileManager.default.fileExists(atPath: executable.path), "build the InfoPlistApp target first (swift build --build-tests)")
        let folder = buildFolder.appendingPathComponent("InfoPlistAppTests-\(UUID().uuidString)")
        let appInfo = folder.appendingPathComponent("Vitrine_InfoPlistApp.resources/AppInfo")
        try FileManager.default.createDirectory(at: appInfo, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.appInfo.path) {
            try FileManager.default.copyItem(at: Self.appInfo.appendingPathComponent(name), to: appInfo.appendingPathComponent(name))
        }
        if let plist {
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
                .write(to: appInfo.appendingPathComponent("Info.plist"))
        }
        // Bundle.main is the folder of the executable's path (a hard link keeps it here).
        let linked = folder.appendingPathComponent("InfoPlistApp")
        do {
            try FileManager.default.linkItem(at: executable, to: linked)
        } catch {
            try FileManager.default.copyItem(at: executable, to: linked)
        }

        let process = Process()
        process.executableURL = linked
        var environment = ProcessInfo.processInfo.environment
        environment["VITRINE_DISPLAY"] = "headless"
        process.environment = environment
        // Files, not pipes: a full pipe would stop the app.
        let outputURL = folder.appendingPathComponent("stdout"), errorsURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        // The app ends itself once it reported; a hung app is ended after 60 s.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let stdout = try String(contentsOf: outputURL, encoding: .utf8)
        log = try String(contentsOf: errorsURL, encoding: .utf8) + stdout
        let line = try #require(stdout.split(separator: "\n").first { $0.hasPrefix("REPORT ") }, "no report: \(log)")
        let json = try JSONSerialization.jsonObject(with: Data(line.dropFirst("REPORT ".count).utf8))
        return try #require(json as? [String: String])
    }
}
