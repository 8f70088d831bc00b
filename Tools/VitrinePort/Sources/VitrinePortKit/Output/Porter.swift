import Foundation
import SwiftParser
import SwiftSyntax

/// Ports an iOS project: reads it, transforms its Swift files, and plans the SwiftPM
/// package (`plan`), which `PackageWriter` writes when nothing in the report stops it.
public struct Porter {
    public struct Plan {
        public var project: PortableProject
        public var findings: [Finding]
        /// The package's files by their path in the output folder.
        public var files: [String: PlannedFile]
        public var hasErrors: Bool { findings.contains { $0.severity == .error } }
    }

    public enum Failure: Error, CustomStringConvertible {
        case noProject(String)
        public var description: String {
            switch self { case .noProject(let why): return why }
        }
    }

    /// Frameworks an iOS app may import that Linux has no counterpart for, with what they are for (for the report).
    /// On Apple's platforms Foundation brings Darwin, and with it the unfair lock and
    /// `os_log`: a file that uses them without importing `os` gets the import of the `os`
    /// stand-in, before its first import.
    static func importingOS(_ source: String) -> String {
        let uses = ["os_unfair_lock", "os_log(", "OSLog", "OSAllocatedUnfairLock"].contains { source.contains($0) }
        guard uses, source.range(of: #"(?m)^\s*import\s+os(\.\w+)?\s*$"#, options: .regularExpression) == nil,
              let firstImport = source.range(of: #"(?m)^[ \t]*(@\w+[ \t]+)?import\s"#, options: .regularExpression) else { return source }
        var edited = source
        edited.insert(contentsOf: "import os\n", at: firstImport.lowerBound)
        return edited
    }

    static let knownMissingFrameworks: Set<String> = [
        "MapKit", "AVFoundation", "AVKit", "CoreLocation", "Photos", "PhotosUI", "SafariServices", "WebKit", "StoreKit",
        "CoreData", "CloudKit", "UserNotifications", "SwiftUI", "CoreImage", "CoreMotion", "Contacts", "ContactsUI",
        "MessageUI", "GameKit", "SpriteKit", "SceneKit", "ARKit", "Metal", "MetalKit", "CoreML", "Vision", "HealthKit",
        "LocalAuthentication", "AuthenticationServices", "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers",
        "CoreHaptics", "Network", "os", "OSLog", "EventKit", "EventKitUI", "WidgetKit", "CryptoKit", "QuickLook",
        "Accelerate", "CoreBluetooth", "PencilKit", "LinkPresentation", "CoreSpotlight", "BackgroundTasks", "AudioToolbox",
        "MediaPlayer", "CoreMedia", "CoreVideo", "GLKit", "OpenGLES", "PDFKit", "CoreText", "Security", "SystemConfiguration",
    ]

    public let options: PortOptions

    public init(options: PortOptions) {
        self.options = options
    }

    /// Finds the `.xcodeproj` in the folder given (or one folder down), else reads it as a folder of sources.
    public func readProject() throws -> PortableProject {
        let path = options.project.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure.noProject("\(path.path) is not a folder")
        }
        if path.pathExtension == "xcodeproj" {
            return try XcodeProjectReader(xcodeproj: path).read(targetName: options.target)
        }
        for folder in [path] + subfolders(of: path) {
            let projects = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".xcodeproj") }.sorted()
            for name in projects {
                let reader = try XcodeProjectReader(xcodeproj: folder.appendingPathComponent(name))
                if options.target != nil || !reader.applicationTargets.isEmpty {
                    return try reader.read(targetName: options.target)
                }
            }
        }
        return FolderProjectReader.read(folder: path, moduleName: options.target.map(PortableProject.moduleName(from:)))
    }

    private func subfolders(of folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .filter { !$0.hasPrefix(".") && !FolderProjectReader.skippedFolders.contains($0) }
            .map { folder.appendingPathComponent($0) }
    }

    public func plan() throws -> Plan {
        var project = try readProject()
        applyExcludes(to: &project)
        var findings: [Finding] = []
        var files: [String: PlannedFile] = [:]
        let module = project.moduleName
        let sourceRoot = "Sources/\(module)"

        // Sources: parsed once, indexed together, transformed one by one.
        let trees = project.swiftFiles.map { url -> (URL, SourceFileSyntax) in
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return (url, Parser.parse(source: text))
        }
        let index = ProjectIndex(files: trees.map(\.1))
        let vitrineProducts = Self.products(ofPackageAt: options.vitrinePath)
        let packageProducts = Set(project.packages.flatMap(\.products))
        var available = Set(vitrineProducts).union(packageProducts).union(options.stubs)
        available.insert("ObjectiveC")
        available.insert(module)
        var missing: [String: (String, Int)] = [:]
        let common = Self.commonFolder(of: project.swiftFiles)
        var mainFile: String?
        // The library gets a resource bundle (`Bundle.module`) when it has resources to copy.
        let hasResources = !(project.assetCatalogs.isEmpty && project.stringsFiles.isEmpty && project.otherResources.isEmpty)
        var ported: [String: String] = [:]
        var moves: [MovedOverrides] = []
        for (url, tree) in trees {
            let file = relative(url, to: project.root)
            let result = SwiftTransformer.transform(tree, file: file, index: index, availableModules: available,
                                                    hasResources: hasResources)
            findings += result.findings
            for (name, line) in result.missingModules where missing[name] == nil { missing[name] = (file, line) }
            ported[file] = result.source
            moves += result.movedOverrides
        }
        // Overrides in extensions of classes declared in other files go to those files.
        findings += MovedOverrides.insert(moves, into: &ported)
        for (url, _) in trees {
            let file = relative(url, to: project.root)
            var outputPath = String(url.path.dropFirst(common.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            var source = ported[file] ?? ""
            if options.stubs.contains("os") { source = Self.importingOS(source) }
            if url.lastPathComponent == "main.swift" {
                // Top-level code cannot be in a library: it becomes the function the executable calls.
                outputPath = (outputPath as NSString).deletingLastPathComponent
                outputPath = (outputPath.isEmpty ? "" : outputPath + "/") + "ApplicationMain.swift"
                source = EntryPoint.wrapMainFile(source)
                mainFile = file
            }
            files["\(sourceRoot)/\(outputPath)"] = .text(source)
        }
        for (name, place) in missing.sorted(by: { $0.key < $1.key }) {
            let known = Self.knownMissingFrameworks.contains(name) ? "Linux has no \(name)" : "\(name) is neither a Vitrine module nor one of the project's packages"
            findings.append(Finding(.error, file: place.0, line: place.1,
                                    "imports \(name): \(known); --stub \(name) gives it \(StandIns.source(for: name) == nil ? "an empty module" : StandIns.summary(for: name)) if the app can do without it"))
        }

        // The entry point.
        let infoPlist = project.infoPlist.flatMap { try? PropertyListSerialization.propertyList(from: Data(contentsOf: $0), format: nil) as? [String: Any] }
        if let mainFile {
            findings.append(Finding(.note, file: mainFile, "main.swift's code becomes vitrineApplicationMain(), which the executable calls"))
        } else if let delegate = index.applicationDelegate ?? index.delegateCandidates.first {
            files["\(sourceRoot)/VitrinePort/ApplicationEntry.swift"] = .text(EntryPoint.entrySource(delegateClass: delegate))
        } else {
            let name = index.superclasses["AppDelegate"] == nil && index.methods["AppDelegate"] == nil ? "AppDelegate" : "PortedAppDelegate"
            files["\(sourceRoot)/VitrinePort/ApplicationEntry.swift"] = .text(EntryPoint.entrySource(delegateClass: name, generateDelegate: true))
            findings.append(Finding(.note, file: ".", "no app delegate in the ported files: a plain \(name) is generated (the scene delegate makes the window)"))
        }

        // Interface files: only the launch screen has a counterpart (none is needed).
        let launchName = (infoPlist?["UILaunchStoryboardName"] as? String) ?? project.buildSettings["INFOPLIST_KEY_UILaunchStoryboardName"]
        // Storyboards and xibs that nothing loads (Xcode's template keeps Main.storyboard in
        // apps that make their UI in code) are left out; the others stop the port.
        let sourceText = trees.map { $0.1.description }.joined(separator: "\n")
        var storyboardsUsed = Set([infoPlist?["UIMainStoryboardFile"] as? String,
                                   project.buildSettings["INFOPLIST_KEY_UIMainStoryboardFile"]].compactMap { $0 })
        let scenes = ((infoPlist?["UIApplicationSceneManifest"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any]) ?? [:]
        for case let configurations as [[String: Any]] in scenes.values {
            storyboardsUsed.formUnion(configurations.compactMap { $0["UISceneStoryboardFile"] as? String })
        }
        // Storyboards that other storyboards' references load are used too.
        for url in project.interfaceFiles where url.pathExtension == "storyboard" {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            for match in text.components(separatedBy: "storyboardName=\"").dropFirst() {
                storyboardsUsed.insert(String(match.prefix { $0 != "\"" }))
            }
        }
        var storyboards: [StoryboardCode] = []
        var nibs: [NibCode] = []
        for url in project.interfaceFiles {
            let name = url.deletingPathExtension().lastPathComponent
            let file = relative(url, to: project.root)
            let kind = url.pathExtension == "xib" ? "xib" : "storyboard"
            // A view controller made with a nil nib name loads the xib named after its class.
            let loaded = storyboardsUsed.contains(name) || sourceText.contains("\"\(name)\"")
                || (kind == "xib" && (index.superclasses[name] != nil || index.superclasses[name + "Controller"] != nil))
            if name == launchName || name == "LaunchScreen" {
                findings.append(Finding(.note, file: file, "the launch screen is not needed on Linux: left out"))
                continue
            } else if !loaded {
                findings.append(Finding(.warning, file: file, "\(kind) not named by Info.plist nor by the code: left out"))
                continue
            }
            do {
                let warnings: [String]
                if kind == "storyboard" {
                    let code = try StoryboardCode(contentsOf: url, name: name, index: index)
                    storyboards.append(code)
                    warnings = code.warnings
                    findings.append(Finding(.note, file: file, "storyboard made in code: its \(code.controllers.count) scene(s) (VitrinePort/InterfaceFiles.swift)"))
                } else {
                    let code = try NibCode(contentsOf: url, name: name, index: index)
                    nibs.append(code)
                    warnings = code.warnings
                    findings.append(Finding(.note, file: file, "xib made in code, registered as nib \"\(name)\" (VitrinePort/InterfaceFiles.swift)"))
                }
                for warning in warnings { findings.append(Finding(.warning, file: file, warning)) }
            } catch {
                findings.append(Finding(.error, file: file, "\(kind) cannot be carried over (\(error)); make the UI in code, or --exclude \(file) if the app does not use it"))
            }
        }
        if !storyboards.isEmpty || !nibs.isEmpty {
            files["\(sourceRoot)/VitrinePort/InterfaceFiles.swift"] = .text(InterfaceFilesCode.file(storyboards: storyboards, nibs: nibs))
        }
        for url in project.objectiveCFiles {
            findings.append(Finding(.error, file: relative(url, to: project.root), "Objective-C and C sources cannot be carried over: rewrite in Swift or --exclude it"))
        }

        // Resources, flattened into the bundle as Xcode does.
        var resources: [String] = []
        func addResource(_ url: URL, as name: String) {
            let target = "Resources/\(name)"
            if Self.isFolder(url) {
                for file in FolderProjectReader.allFiles(in: url) {
                    files["\(sourceRoot)/\(target)/\(file.path.dropFirst(url.path.count + 1))"] = .copy(file)
                }
            } else {
                files["\(sourceRoot)/\(target)"] = .copy(url)
            }
            if !resources.contains(target) { resources.append(target) }
        }
        for catalog in project.assetCatalogs { addResource(catalog, as: catalog.lastPathComponent) }
        // Strings: `.strings` tables copied into their `.lproj`; catalogs and `.stringsdict`
        // tables become `.strings` entries (StringsTables says why).
        var generatedStrings: [String: String] = [:]
        for strings in project.stringsFiles {
            let parent = strings.deletingLastPathComponent()
            let file = relative(strings, to: project.root)
            let table = strings.deletingPathExtension().lastPathComponent
            switch strings.pathExtension {
            case "xcstrings":
                let catalog = StringsTables.tables(fromCatalog: strings)
                for (language, entries) in catalog.tables {
                    generatedStrings["\(language).lproj/\(table).strings", default: ""] += StringsTables.text(entries)
                }
                findings += catalog.findings.map { Finding(.warning, file: file, $0) }
                findings.append(Finding(.note, file: file, "string catalog written as \(table).strings in \(catalog.tables.count) .lproj folder(s)"))
            case "stringsdict" where parent.pathExtension == "lproj":
                guard let entries = StringsTables.entries(fromStringsdict: strings) else {
                    findings.append(Finding(.warning, file: file, "not a property list of plural rules: left out"))
                    continue
                }
                generatedStrings["\(parent.lastPathComponent)/\(table).strings", default: ""] += StringsTables.text(entries)
                findings.append(Finding(.warning, file: file, "Foundation on Linux has no plural rules and crashes on a table with a .stringsdict: each entry's \"other\" form is written to \(table).strings instead"))
            default:
                if parent.pathExtension == "lproj" {
                    files["\(sourceRoot)/Resources/\(parent.lastPathComponent)/\(strings.lastPathComponent)"] = .copy(strings)
                    let target = "Resources/\(parent.lastPathComponent)"
                    if !resources.contains(target) { resources.append(target) }
                } else {
                    addResource(strings, as: strings.lastPathComponent)
                }
            }
        }
        for (path, text) in generatedStrings.sorted(by: { $0.key < $1.key }) {
            let output = "\(sourceRoot)/Resources/\(path)"
            // A table the project also has as `.strings` gets the generated entries after its own.
            var own = ""
            if case .copy(let url)? = files[output], let data = FileManager.default.contents(atPath: url.path) {
                own = (String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) ?? "") + "\n"
            }
            files[output] = .text(own + text)
            let target = "Resources/" + (path as NSString).deletingLastPathComponent
            if !resources.contains(target) { resources.append(target) }
        }
        var resourceNames: [String: URL] = [:]
        for other in project.otherResources {
            if let earlier = resourceNames[other.lastPathComponent] {
                findings.append(Finding(.warning, file: relative(other, to: project.root),
                                        "a resource named \(other.lastPathComponent) is already copied from \(relative(earlier, to: project.root)): this one is left out (the app's bundle holds one file of each name)"))
                continue
            }
            resourceNames[other.lastPathComponent] = other
            addResource(other, as: other.lastPathComponent)
        }
        for name in ["Podfile", "Cartfile"] where FileManager.default.fileExists(atPath: options.project.appendingPathComponent(name).path) {
            findings.append(Finding(.warning, file: name, "\(name == "Podfile" ? "CocoaPods" : "Carthage") dependencies are not carried over: add them as Swift packages (--local-package for a local checkout) or --stub the modules"))
        }

        // Asset symbols.
        let assets = project.assetCatalogs.flatMap(AssetSymbols.assets(in:))
        if let symbols = AssetSymbols.source(for: assets, withExtensions: project.generatesAssetSymbolExtensions,
                                             declaredByApp: index.declaredStaticMembers) {
            files["\(sourceRoot)/VitrinePort/GeneratedAssetSymbols.swift"] = .text(symbols)
        }

        // The executable, and Info.plist beside it.
        let executableRoot = "Sources/\(module)Main"
        let initializers = EntryPoint.initializersSource(classes: index.classesMadeByOwnInit)
        if let initializers {
            files["\(sourceRoot)/VitrinePort/Initializers.swift"] = .text(initializers)
        }
        files["\(executableRoot)/main.swift"] = .text(EntryPoint.executableSource(module: module,
                                                                                registersInterfaceFiles: !storyboards.isEmpty || !nibs.isEmpty,
                                                                                registersInitializers: initializers != nil))
        // Info.plist and the fonts it lists (UIAppFonts paths are relative to its bundle) in AppInfo.
        let infoFolder = "\(executableRoot)/\(InfoPlist.folder)"
        if let plist = InfoPlist.build(for: project) {
            files["\(infoFolder)/Info.plist"] = .text(plist)
        }
        let appFonts = infoPlist?["UIAppFonts"] as? [String] ?? []
        for font in project.fonts {
            let listed = appFonts.first { $0 == font.lastPathComponent || $0.hasSuffix("/" + font.lastPathComponent) }
            files["\(infoFolder)/\(listed ?? font.lastPathComponent)"] = .copy(font)
            if listed == nil {
                findings.append(Finding(.warning, file: relative(font, to: project.root), "font not listed in Info.plist's UIAppFonts: copied, but not registered"))
            }
        }
        for stub in options.stubs {
            files["Sources/\(stub)/\(stub).swift"] = .text(StandIns.source(for: stub) ?? StandIns.emptyModule(stub))
        }

        let manifest = PackageManifest(project: project, options: options, resources: resources,
                                       hasInfoPlist: files.keys.contains { $0.hasPrefix(infoFolder + "/") },
                                       vitrineProducts: vitrineProducts, importedModules: Set(trees.flatMap { Self.imports(of: $0.1) }))
        files["Package.swift"] = .text(manifest.source)
        findings.sort { ($0.severity, $0.file, $0.line ?? 0) < ($1.severity, $1.file, $1.line ?? 0) }
        return Plan(project: project, findings: findings, files: files)
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func imports(of tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
    }

    private func applyExcludes(to project: inout PortableProject) {
        // Relative to the project's root (as the report names files) or to PROJECT_DIR.
        let excluded = options.excludes.flatMap { path -> [String] in
            if path.hasPrefix("/") { return [URL(fileURLWithPath: path).standardizedFileURL.path] }
            return [project.root, options.project].map { $0.appendingPathComponent(path).standardizedFileURL.path }
        }
        guard !excluded.isEmpty else { return }
        func keep(_ url: URL) -> Bool {
            let path = url.standardizedFileURL.path
            return !excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        project.swiftFiles = project.swiftFiles.filter(keep)
        project.assetCatalogs = project.assetCatalogs.filter(keep)
        project.stringsFiles = project.stringsFiles.filter(keep)
        project.fonts = project.fonts.filter(keep)
        project.interfaceFiles = project.interfaceFiles.filter(keep)
        project.otherResources = project.otherResources.filter(keep)
        project.objectiveCFiles = project.objectiveCFiles.filter(keep)
    }

    func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// The folder all the Swift files are in.
    static func commonFolder(of files: [URL]) -> URL {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else {
            return URL(fileURLWithPath: "/")
        }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            var count = 0
            while count < min(common.count, components.count) && common[count] == components[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common))
    }

    /// The library products a package's manifest declares (`.library(name: "UIKit"`).
    static func products(ofPackageAt folder: URL) -> [String] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else {
            return ["UIKit", "QuartzCore", "CoreGraphics"]
        }
        let pattern = try! NSRegularExpression(pattern: #"\.library\(\s*name:\s*"([^"]+)""#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }
}
