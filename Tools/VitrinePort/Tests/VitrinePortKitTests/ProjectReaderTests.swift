import Foundation
import Testing
@testable import VitrinePortKit

/// Reading the fixture `.xcodeproj` (Xcode's project.pbxproj, an old-style property list)
/// and plain folders.
@Suite struct ProjectReaderTests {
    @Test func readsTheApplicationTarget() throws {
        let reader = try XcodeProjectReader(xcodeproj: Fixtures.sampleApp.appendingPathComponent("SampleApp.xcodeproj"))
        #expect(reader.applicationTargets == ["SampleApp"])
        let project = try reader.read()
        #expect(project.moduleName == "SampleApp")
        #expect(project.swiftVersion == "5.0")
        let root = Fixtures.sampleApp.standardizedFileURL.path + "/"
        func relative(_ urls: [URL]) -> [String] { urls.map { String($0.standardizedFileURL.path.dropFirst(root.count)) }.sorted() }
        #expect(relative(project.swiftFiles) == ["SampleApp/AppDelegate.swift", "SampleApp/CounterViewController.swift",
                                                 "SampleApp/SceneDelegate.swift", "SampleApp/Views/StepperView.swift"])
        #expect(relative(project.assetCatalogs) == ["SampleApp/Assets.xcassets"])
        #expect(relative(project.interfaceFiles) == ["SampleApp/Base.lproj/LaunchScreen.storyboard"])
        #expect(relative(project.stringsFiles) == ["SampleApp/en.lproj/Localizable.strings"])
        #expect(project.infoPlist.map { relative([$0]) } == ["SampleApp/Info.plist"])
        #expect(project.generatesAssetSymbolExtensions)
        #expect(project.buildSettings["INFOPLIST_KEY_UILaunchStoryboardName"] == "LaunchScreen")
        #expect(project.packages == [PackageDependency(location: .remote(url: "https://github.com/apple/swift-log", .from("1.6.0")),
                                                       products: ["Logging"])])
        #expect(project.packages.first?.identity == "swift-log")
    }

    @Test func unknownTargetIsAnError() throws {
        let reader = try XcodeProjectReader(xcodeproj: Fixtures.sampleApp.appendingPathComponent("SampleApp.xcodeproj"))
        #expect(throws: XcodeProjectReader.Failure.self) { try reader.read(targetName: "Nope") }
    }

    @Test func brokenProjectFileIsAnErrorNotACrash() throws {
        let folder = Fixtures.temporaryFolder().appendingPathComponent("Broken.xcodeproj")
        try Fixtures.write("{ objects = { ; }", to: folder.appendingPathComponent("project.pbxproj"))
        #expect(throws: XcodeProjectReader.Failure.self) { try XcodeProjectReader(xcodeproj: folder) }
    }

    /// Xcode 16's synchronized folders: every file in the folder belongs to the target but the exceptions.
    @Test func readsSynchronizedFolders() throws {
        let root = Fixtures.temporaryFolder()
        try Fixtures.write("import UIKit\n", to: root.appendingPathComponent("Sync/A.swift"))
        try Fixtures.write("import UIKit\n", to: root.appendingPathComponent("Sync/Sub/B.swift"))
        try Fixtures.write("<plist/>", to: root.appendingPathComponent("Sync/Info.plist"))
        try Fixtures.write("{}", to: root.appendingPathComponent("Sync/Media.xcassets/Contents.json"))
        try Fixtures.write("""
        // !$*UTF8*$!
        {
            objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L;};
                G = {isa = PBXGroup; children = (S); sourceTree = "<group>";};
                S = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E); path = Sync; sourceTree = "<group>";};
                E = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist); target = T;};
                T = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (); fileSystemSynchronizedGroups = (S); name = "My App"; productType = "com.apple.product-type.application";};
                L = {isa = XCConfigurationList; buildConfigurations = (); };
                TL = {isa = XCConfigurationList; buildConfigurations = (C); defaultConfigurationName = Release;};
                C = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Sync/Info.plist"; SWIFT_VERSION = 6.0;}; name = Release;};
            };
            rootObject = P;
        }
        """, to: root.appendingPathComponent("My App.xcodeproj/project.pbxproj"))
        let project = try XcodeProjectReader(xcodeproj: root.appendingPathComponent("My App.xcodeproj")).read()
        #expect(project.moduleName == "My_App")
        #expect(project.swiftVersion == "6.0")
        #expect(project.swiftFiles.map(\.lastPathComponent).sorted() == ["A.swift", "B.swift"])
        #expect(project.assetCatalogs.map(\.lastPathComponent) == ["Media.xcassets"])
        #expect(project.otherResources.isEmpty)
    }

    @Test func readsAFolderOfSources() {
        let project = FolderProjectReader.read(folder: Fixtures.sampleApp.appendingPathComponent("SampleApp"))
        #expect(project.moduleName == "SampleApp")
        #expect(project.swiftFiles.count == 4)
        #expect(project.assetCatalogs.count == 1)
        #expect(project.infoPlist?.lastPathComponent == "Info.plist")
        #expect(project.interfaceFiles.count == 1)
    }
}
