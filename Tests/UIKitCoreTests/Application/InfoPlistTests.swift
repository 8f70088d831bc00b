import Foundation
import HeadlessDisplay
import Testing
@testable import UIKitCore

// Classes an Info.plist names: top-level, as NSClassFromString finds them on Linux.
final class InfoPlistSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var connected = false
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        connected = true
    }
}
class InfoPlistWindowScene: UIWindowScene {}
/// An app delegate without `application(_:configurationForConnecting:options:)`.
class InfoPlistAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// The app's Info.plist as UIKit reads it at launch: the scene manifest, the appearance,
/// the app's fonts, and where a SwiftPM-built app keeps the file.
///
/// Tests that set `InfoPlist.main` do so and restore it within one synchronous body on the
/// main actor, so no other test runs while it is set.
@Suite(.serialized)
@MainActor
final class InfoPlistTests {
    init() {}

    isolated deinit {
        UIApplication.current = nil
    }

    static let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/InfoPlistApp/AppInfo")

    private func manifest(delegateClassName: String, configurationName: String = "Default Configuration",
                          extra: [String: Any] = [:]) -> InfoPlist {
        var entry: [String: Any] = ["UISceneConfigurationName": configurationName, "UISceneDelegateClassName": delegateClassName]
        entry.merge(extra) { $1 }
        return InfoPlist(dictionary: [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [entry]],
            ] as [String: Any],
        ])
    }

    private func withInfoPlist<T>(_ plist: InfoPlist?, _ body: () throws -> T) rethrows -> T {
        let saved = InfoPlist.main
        InfoPlist.main = plist
        defer { InfoPlist.main = saved }
        return try body()
    }

    private func launch(_ delegate: UIApplicationDelegate) throws -> (VitrineRuntime, UIApplication) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 320, pixelHeight: 240, clock: .stepped))
        let application = UIApplication()
        UIApplication.current = application
        application.delegate = delegate
        application.launch()
        return (runtime, application)
    }

    // MARK: The file

    // Xcode's template Info.plist: the scene manifest as Bundle Resources documents it
    // (UIApplicationSceneManifest > UISceneConfigurations > UIWindowSceneSessionRoleApplication,
    // "The first item in the array represents the default scene configuration for this role").
    @Test func theFixturePlistsSceneManifestIsRead() throws {
        let plist = try #require(InfoPlist(contentsOf: Self.fixtureFolder.appendingPathComponent("Info.plist")))
        let manifest = try #require(plist.sceneManifest)
        #expect(manifest.supportsMultipleScenes == false)
        #expect(manifest.defaultConfiguration(for: .windowApplication)
            == SceneManifest.Configuration(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate",
                                           sceneClassName: "UIWindowScene", storyboardName: nil))
        #expect(plist.userInterfaceStyle == .dark)
        #expect(plist.appFonts == ["VitrineFixtureSans.ttf"])
        #expect(plist.displayName == "Plist App")
    }

    @Test func aBrokenPlistIsLoggedAndIgnored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InfoPlistTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Info.plist")
        try Data("<plist><dict><key>Oops".utf8).write(to: broken)
        #expect(InfoPlist(contentsOf: broken) == nil)
        let array = folder.appendingPathComponent("Array.plist")
        try PropertyListSerialization.data(fromPropertyList: ["a"], format: .xml, options: 0).write(to: array)
        #expect(InfoPlist(contentsOf: array) == nil)
        // Wrong types under known keys are ignored key by key.
        let odd = InfoPlist(dictionary: ["UIApplicationSceneManifest": "no", "UIUserInterfaceStyle": "Sepia", "UIAppFonts": [3, "a.ttf"]])
        #expect(odd.sceneManifest == nil)
        #expect(odd.userInterfaceStyle == nil)
        #expect(odd.appFonts == ["a.ttf"])
    }

    // SwiftPM refuses an Info.plist at the top of a resource bundle, so the app ships it in
    // an AppInfo folder (`.copy("AppInfo")`); the executable's own bundle comes first.
    @Test func thePlistIsFoundInTheResourceBundlesBesideTheExecutable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InfoPlistTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for bundle in ["MyApp_AAA.resources", "MyApp_MyApp.resources", "MyApp_Other.resources"] {
            let appInfo = folder.appendingPathComponent(bundle).appendingPathComponent("AppInfo")
            try FileManager.default.createDirectory(at: appInfo, withIntermediateDirectories: true)
            try Data().write(to: appInfo.appendingPathComponent("Info.plist"))
        }
        let found = InfoPlist.resourceBundlePlist(besideExecutable: folder.appendingPathComponent("MyApp"))
        #expect(found?.path == folder.appendingPathComponent("MyApp_MyApp.resources/AppInfo/Info.plist").path)
        #expect(InfoPlist.resourceBundlePlist(besideExecutable: folder.appendingPathComponent("Tool"))?.lastPathComponent == "Info.plist")
        #expect(InfoPlist.resourceBundlePlist(besideExecutable: folder.appendingPathComponent("Nothing/Here")) == nil)
    }

    // A package of several apps: an app without an Info.plist of its own takes a library
    // target's, never another executable's own bundle (whose Info.plist names that app's
    // scene delegate and appearance).
    @Test func anotherExecutablesPlistIsNotTaken() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InfoPlistTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for bundle in ["Kiosk_Kiosk.resources", "Kiosk_Shared.resources"] {
            let appInfo = folder.appendingPathComponent(bundle).appendingPathComponent("AppInfo")
            try FileManager.default.createDirectory(at: appInfo, withIntermediateDirectories: true)
            try Data().write(to: appInfo.appendingPathComponent("Info.plist"))
        }
        for executable in ["Kiosk", "Setup"] {
            let path = folder.appendingPathComponent(executable).path
            #expect(FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8),
                                                   attributes: [.posixPermissions: 0o755]))
        }
        let setup = InfoPlist.resourceBundlePlist(besideExecutable: folder.appendingPathComponent("Setup"))
        #expect(setup?.path == folder.appendingPathComponent("Kiosk_Shared.resources/AppInfo/Info.plist").path)
        let kiosk = InfoPlist.resourceBundlePlist(besideExecutable: folder.appendingPathComponent("Kiosk"))
        #expect(kiosk?.path == folder.appendingPathComponent("Kiosk_Kiosk.resources/AppInfo/Info.plist").path)
        // Without the library's bundle, Setup has none.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Kiosk_Shared.resources"))
        #expect(InfoPlist.resourceBundlePlist(besideExecutable: folder.appendingPathComponent("Setup")) == nil)
    }

    // Apps read their version from Bundle.main (Bundle, object(forInfoDictionaryKey:)); a plist
    // found in a resource bundle is added to it.
    @Test func aResourceBundlePlistsKeysReachBundleMain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InfoPlistTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Info.plist")
        let key = "VitrineTestKey-\(UUID().uuidString)"
        try PropertyListSerialization.data(fromPropertyList: [key: "7.1", "VitrineTestArray": [1, 2]], format: .binary, options: 0).write(to: url)
        #expect(MainBundleInfoDictionary.add(contentsOf: url))
        #expect(Bundle.main.object(forInfoDictionaryKey: key) as? String == "7.1")
        #expect(Bundle.main.infoDictionary?[key] as? String == "7.1")
        try Data("not a plist".utf8).write(to: url)
        #expect(!MainBundleInfoDictionary.add(contentsOf: url))
    }

    // MARK: Scenes

    // UISceneConfiguration.init(name:sessionRole:): "For scenes you specify in your
    // Info.plist file, this value corresponds to the string assigned to the
    // UISceneConfigurationName key"; UIKit loads the delegate and scene classes from it.
    @Test func aConfigurationMadeByNameLoadsItsClassesFromInfoPlist() {
        withInfoPlist(manifest(delegateClassName: "UIKitCoreTests.InfoPlistSceneDelegate",
                               extra: ["UISceneClassName": "UIKitCoreTests.InfoPlistWindowScene"])) {
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
            #expect(configuration.delegateClass == InfoPlistSceneDelegate.self)
            #expect(configuration.sceneClass == InfoPlistWindowScene.self)
            let other = UISceneConfiguration(name: "Other", sessionRole: .windowApplication)
            #expect(other.delegateClass == nil)
            let otherRole = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowExternalDisplayNonInteractive)
            #expect(otherRole.delegateClass == nil)
        }
    }

    // UIApplicationDelegate.application(_:configurationForConnecting:options:) not
    // implemented: UIKit uses the Info.plist's configuration (UISceneSession.configuration:
    // "UIKit chooses the first scene of the appropriate type listed in your scene
    // configuration data"), and makes its scene delegate.
    @Test func anAppDelegateWithoutConfigurationForConnectingGetsTheInfoPlistScene() throws {
        try withInfoPlist(manifest(delegateClassName: "$(PRODUCT_MODULE_NAME).InfoPlistSceneDelegate", configurationName: "Main")) {
            let (_, application) = try launch(InfoPlistAppDelegate())
            let scene = try #require(application.connectedScenes.first as? UIWindowScene)
            let delegate = try #require(scene.delegate as? InfoPlistSceneDelegate)
            #expect(delegate.connected)
            #expect(scene.session.configuration.name == "Main")
            #expect(scene.session.configuration.delegateClass == InfoPlistSceneDelegate.self)
        }
    }

    // A bare class name (an Objective-C name on iOS) is looked for in the app's module.
    @Test func aBareClassNameIsFoundInTheAppsModule() throws {
        try withInfoPlist(manifest(delegateClassName: "InfoPlistSceneDelegate")) {
            let (_, application) = try launch(InfoPlistAppDelegate())
            #expect(application.connectedScenes.first?.delegate is InfoPlistSceneDelegate)
        }
    }

    // An unknown class: logged, and the app runs on as an iOS app without a scene delegate.
    @Test func anUnknownSceneDelegateClassLeavesTheAppDelegateInCharge() throws {
        try withInfoPlist(manifest(delegateClassName: "UIKitCoreTests.NoSuchSceneDelegate",
                                   extra: ["UISceneClassName": "NoSuchScene", "UISceneStoryboardFile": "Main"])) {
            let (_, application) = try launch(InfoPlistAppDelegate())
            let scene = try #require(application.connectedScenes.first as? UIWindowScene)
            #expect(scene.delegate == nil)
            #expect(type(of: scene) == UIWindowScene.self)
            #expect(application.applicationState == .active)
        }
    }

    // An app delegate that returns its own configuration is obeyed, whatever Info.plist says.
    @Test func theAppDelegatesOwnConfigurationWins() throws {
        final class CodeConfiguredDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                             options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                UISceneConfiguration(name: "Code", sessionRole: connectingSceneSession.role)
            }
        }
        try withInfoPlist(manifest(delegateClassName: "UIKitCoreTests.InfoPlistSceneDelegate")) {
            let (_, application) = try launch(CodeConfiguredDelegate())
            #expect(application.connectedScenes.first?.delegate == nil)
            #expect(application.openSessions.first?.configuration.name == "Code")
        }
    }

    // MARK: Appearance and fonts

    // UIUserInterfaceStyle (Bundle Resources): Light or Dark force the app's style, which
    // then ignores changes of the system-wide style.
    @Test func userInterfaceStyleForcesTheAppsAppearance() throws {
        let runtime = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 240)
        let application = UIApplication()
        UIApplication.current = application
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.makeKeyAndVisible()
        #expect(window.traitCollection.userInterfaceStyle == .light)
        application.applyInfoPlist(InfoPlist(dictionary: ["UIUserInterfaceStyle": "Dark"]), screen: runtime.screen)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        runtime.userInterfaceStyle = .light
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        // Automatic follows the screen.
        let automatic = VitrineRuntime.headless(pixelWidth: 320, pixelHeight: 240)
        application.applyInfoPlist(InfoPlist(dictionary: ["UIUserInterfaceStyle": "Automatic"]), screen: automatic.screen)
        automatic.userInterfaceStyle = .dark
        #expect(automatic.screen.traitCollection.userInterfaceStyle == .dark)
        automatic.userInterfaceStyle = .light
        #expect(automatic.screen.traitCollection.userInterfaceStyle == .light)
    }

    // UIAppFonts: "App-specific font files located in the bundle and that the system loads
    // at runtime": paths relative to the bundle, found by name where SwiftPM flattened them.
    // (Registering changes this process's fonts for every test, so InfoPlistAppTests checks
    // that UIFont(name:size:) finds the family, in the fixture app's own process.)
    @Test func appFontsAreFoundInTheAppsResources() {
        let found = ApplicationFonts.locate(["Fonts/VitrineFixtureSans.ttf", "Missing.ttf", "Info.plist"],
                                            in: [URL(fileURLWithPath: "/nonexistent"), Self.fixtureFolder])
        #expect(found.map(\.lastPathComponent) == ["VitrineFixtureSans.ttf", "Info.plist"])
        let folders = ApplicationFonts.searchFolders(plistURL: URL(fileURLWithPath: "/app/Vitrine_MyApp.resources/AppInfo/Info.plist"))
        #expect(folders.prefix(2).map(\.path) == ["/app/Vitrine_MyApp.resources/AppInfo", "/app/Vitrine_MyApp.resources"])
    }
}
