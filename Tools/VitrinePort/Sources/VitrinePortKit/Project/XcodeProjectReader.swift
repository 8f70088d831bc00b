import Foundation

/// Reads an `.xcodeproj`'s `project.pbxproj` (an old-style property list, which
/// Foundation's `PropertyListSerialization` reads on Linux too): the application target's
/// module name, sources, resources, Info.plist, Swift version and package dependencies.
public struct XcodeProjectReader {
    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String), noApplicationTarget(String), noSuchTarget(String, [String])
        public var description: String {
            switch self {
            case .unreadable(let why): return "cannot read the project: \(why)"
            case .noApplicationTarget(let path): return "\(path) has no iOS application target"
            case .noSuchTarget(let name, let known): return "no target named \(name) (the project has: \(known.joined(separator: ", ")))"
            }
        }
    }

    let projectFile: URL
    let root: URL
    private let objects: [String: [String: Any]]
    private let rootObject: [String: Any]
    private var parents: [String: String] = [:]

    /// `xcodeproj` is the `.xcodeproj` folder; its parent is the project's root.
    public init(xcodeproj: URL) throws {
        projectFile = xcodeproj.appendingPathComponent("project.pbxproj")
        root = xcodeproj.deletingLastPathComponent()
        guard let data = FileManager.default.contents(atPath: projectFile.path) else {
            throw Failure.unreadable("\(projectFile.path) is missing")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw Failure.unreadable("\(projectFile.path): \(error)")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let rootObject = objects[rootID] as? [String: Any] else {
            throw Failure.unreadable("\(projectFile.path) has no objects or root object")
        }
        self.objects = objects.compactMapValues { $0 as? [String: Any] }
        self.rootObject = rootObject
        for (id, object) in self.objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
    }

    /// The names of the project's application targets.
    public var applicationTargets: [String] {
        targets.filter { ($0.1["productType"] as? String) == "com.apple.product-type.application" }.map(\.0)
    }

    private var targets: [(String, [String: Any])] {
        (rootObject["targets"] as? [String] ?? []).compactMap { id in
            objects[id].map { (($0["name"] as? String) ?? id, $0) }
        }
    }

    /// The project as `scripts/port` needs it, for `targetName` or the first application target.
    public func read(targetName: String? = nil) throws -> PortableProject {
        let target: [String: Any]
        if let targetName {
            guard let found = targets.first(where: { $0.0 == targetName }) else {
                throw Failure.noSuchTarget(targetName, targets.map(\.0))
            }
            target = found.1
        } else {
            guard let first = applicationTargets.first, let found = targets.first(where: { $0.0 == first }) else {
                throw Failure.noApplicationTarget(projectFile.deletingLastPathComponent().path)
            }
            target = found.1
        }
        let name = target["name"] as? String ?? "App"
        let settings = buildSettings(of: rootObject).merging(buildSettings(of: target)) { $1 }
        var moduleName = PortableProject.moduleName(from: name)
        if let module = settings["PRODUCT_MODULE_NAME"], !module.contains("$") {
            moduleName = PortableProject.moduleName(from: module)
        } else if let product = settings["PRODUCT_NAME"], !product.contains("$") {
            moduleName = PortableProject.moduleName(from: product)
        }
        var project = PortableProject(moduleName: moduleName, root: root)
        project.buildSettings = settings
        project.swiftVersion = settings["SWIFT_VERSION"]
        if let generate = settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] {
            project.generatesAssetSymbolExtensions = generate == "YES"
        }
        if let plist = settings["INFOPLIST_FILE"], !plist.isEmpty {
            project.infoPlist = resolve(setting: plist)
        }

        var files: [URL] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID], let isa = phase["isa"] as? String,
                  isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let fileRef = objects[buildFileID]?["fileRef"] as? String else { continue }
                files += expand(fileRef)
            }
        }
        // Xcode 16's folders kept in step with the disk: every file in them belongs to the
        // target except the exceptions listed.
        for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let folder = path(of: groupID) else { continue }
            var excluded = Set<String>()
            for exceptionID in objects[groupID]?["exceptions"] as? [String] ?? [] {
                for relative in objects[exceptionID]?["membershipExceptions"] as? [String] ?? [] {
                    excluded.insert(folder.appendingPathComponent(relative).standardizedFileURL.path)
                }
            }
            files += FolderProjectReader.files(in: folder).filter { !excluded.contains($0.standardizedFileURL.path) }
        }
        FolderProjectReader.classify(files, into: &project)
        if let plist = project.infoPlist {
            project.otherResources.removeAll { $0.standardizedFileURL == plist.standardizedFileURL }
        }

        var products: [String: [String]] = [:]
        for dependencyID in target["packageProductDependencies"] as? [String] ?? [] {
            guard let dependency = objects[dependencyID], let product = dependency["productName"] as? String,
                  let package = dependency["package"] as? String else { continue }
            products[package, default: []].append(product)
        }
        for referenceID in rootObject["packageReferences"] as? [String] ?? [] {
            guard let reference = objects[referenceID], let location = packageLocation(reference) else { continue }
            project.packages.append(PackageDependency(location: location, products: products[referenceID] ?? []))
        }
        return project
    }

    private func packageLocation(_ reference: [String: Any]) -> PackageDependency.Location? {
        switch reference["isa"] as? String {
        case "XCLocalSwiftPackageReference":
            guard let relative = reference["relativePath"] as? String else { return nil }
            return .local(path: root.appendingPathComponent(relative).standardizedFileURL.path)
        case "XCRemoteSwiftPackageReference":
            guard let url = reference["repositoryURL"] as? String else { return nil }
            let requirement = reference["requirement"] as? [String: Any] ?? [:]
            let minimum = requirement["minimumVersion"] as? String ?? "0.0.1"
            switch requirement["kind"] as? String {
            case "exactVersion": return .remote(url: url, .exact(requirement["version"] as? String ?? minimum))
            case "upToNextMinorVersion": return .remote(url: url, .upToNextMinor(minimum))
            case "versionRange": return .remote(url: url, .range(minimum, requirement["maximumVersion"] as? String ?? minimum))
            case "branch": return .remote(url: url, .branch(requirement["branch"] as? String ?? "main"))
            case "revision": return .remote(url: url, .revision(requirement["revision"] as? String ?? ""))
            default: return .remote(url: url, .from(minimum))
            }
        default:
            return nil
        }
    }

    /// The build settings of an object's configuration list: its default configuration's
    /// (Release in Xcode's templates), else the first.
    private func buildSettings(of object: [String: Any]) -> [String: String] {
        guard let listID = object["buildConfigurationList"] as? String, let list = objects[listID] else { return [:] }
        let configurations = (list["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0] }
        let preferred = list["defaultConfigurationName"] as? String ?? "Release"
        guard let chosen = configurations.first(where: { $0["name"] as? String == preferred }) ?? configurations.first,
              let settings = chosen["buildSettings"] as? [String: Any] else { return [:] }
        return settings.compactMapValues { value in
            if let text = value as? String { return text }
            if let list = value as? [String] { return list.joined(separator: " ") }
            return nil
        }
    }

    private func resolve(setting: String) -> URL {
        var path = setting
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"] where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
        }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return root.appendingPathComponent(path).standardizedFileURL
    }

    /// A file reference's files: a variant group (a localized file, a storyboard with its
    /// `Base.lproj`) stands for its children.
    private func expand(_ id: String) -> [URL] {
        guard let object = objects[id] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" {
            return (object["children"] as? [String] ?? []).compactMap { path(of: $0) }
        }
        return path(of: id).map { [$0] } ?? []
    }

    /// Where a file or group is on disk, from its `sourceTree` and its parents' paths.
    private func path(of id: String) -> URL? {
        guard let object = objects[id] else { return nil }
        let own = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<absolute>":
            return own.map { URL(fileURLWithPath: $0) }
        case "SOURCE_ROOT":
            return own.map { root.appendingPathComponent($0).standardizedFileURL } ?? root
        case "<group>":
            let base: URL
            if let parent = parents[id] {
                guard let parentPath = path(of: parent) else { return nil }
                base = parentPath
            } else {
                base = root.appendingPathComponent(rootObject["projectDirPath"] as? String ?? "")
            }
            return own.map { base.appendingPathComponent($0).standardizedFileURL } ?? base
        default:
            // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: built products and system frameworks.
            return nil
        }
    }
}
