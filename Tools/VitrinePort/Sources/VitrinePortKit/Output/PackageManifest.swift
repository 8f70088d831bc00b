import Foundation

/// The ported app's `Package.swift`.
struct PackageManifest {
    let project: PortableProject
    let options: PortOptions
    let resources: [String]
    let hasInfoPlist: Bool
    let vitrineProducts: [String]
    let importedModules: Set<String>

    var vitrineIdentity: String {
        if let url = options.vitrineURL {
            return PackageDependency(location: .remote(url: url, .from("0")), products: []).identity
        }
        return options.vitrinePath.standardizedFileURL.lastPathComponent.lowercased()
    }

    /// swift-log's package identity.
    let logIdentity = "swift-log"

    var languageMode: String {
        (project.swiftVersion ?? "5").hasPrefix("6") ? ".v6" : ".v5"
    }

    var source: String {
        let module = project.moduleName
        var dependencies: [String] = []
        if let url = options.vitrineURL {
            dependencies.append(".package(url: \(quoted(url)), from: \(quoted(options.vitrineVersion ?? "0.1.0")))")
        } else {
            dependencies.append(".package(path: \(quoted(options.vitrinePath.standardizedFileURL.path)))")
        }
        // The stand-ins log with swift-log, which Vitrine depends on too; the project's own
        // dependency on it, if it has one, serves.
        if options.stubs.contains(where: { StandIns.source(for: $0) != nil }),
           !project.packages.contains(where: { $0.identity == logIdentity }) {
            dependencies.append(".package(url: \"https://github.com/apple/swift-log\", from: \"1.6.0\")")
        }
        var libraryDependencies: [String] = []
        // UIKit always; Vitrine's other modules where the app imports them.
        for product in vitrineProducts where product == "UIKit" || importedModules.contains(product) {
            libraryDependencies.append(".product(name: \(quoted(product)), package: \(quoted(vitrineIdentity)))")
        }
        for package in project.packages {
            var identity = package.identity
            if let local = options.localPackages[package.identity] ?? package.products.lazy.compactMap({ options.localPackages[$0] }).first {
                let url = URL(fileURLWithPath: local, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
                dependencies.append(".package(path: \(quoted(url.path)))")
                identity = url.lastPathComponent.lowercased()
            } else {
                switch package.location {
                case .local(let path): dependencies.append(".package(path: \(quoted(path)))")
                case .remote(let url, let requirement):
                    let text: String
                    switch requirement {
                    case .from(let version): text = "from: \(quoted(version))"
                    case .upToNextMinor(let version): text = ".upToNextMinor(from: \(quoted(version)))"
                    case .exact(let version): text = "exact: \(quoted(version))"
                    case .range(let low, let high): text = "\(quoted(low))..<\(quoted(high))"
                    case .branch(let branch): text = "branch: \(quoted(branch))"
                    case .revision(let revision): text = "revision: \(quoted(revision))"
                    }
                    dependencies.append(".package(url: \(quoted(url)), \(text))")
                }
            }
            for product in package.products {
                libraryDependencies.append(".product(name: \(quoted(product)), package: \(quoted(identity)))")
            }
        }
        for stub in options.stubs { libraryDependencies.append(quoted(stub)) }
        let settings = "swiftSettings: [.swiftLanguageMode(\(languageMode))]"
        var targets: [String] = []
        var library = ".target(name: \(quoted(module)),\n                dependencies: [\(libraryDependencies.joined(separator: ",\n                               "))],\n                path: \(quoted("Sources/\(module)"))"
        if !resources.isEmpty {
            library += ",\n                resources: [\(resources.map { ".copy(\(quoted($0)))" }.joined(separator: ",\n                            "))]"
        }
        library += ",\n                \(settings))"
        targets.append(library)
        var executable = ".executableTarget(name: \(quoted(module + "Main")),\n                          dependencies: [\(quoted(module)), .product(name: \"UIKit\", package: \(quoted(vitrineIdentity)))],\n                          path: \(quoted("Sources/\(module)Main"))"
        if hasInfoPlist { executable += ",\n                          resources: [.copy(\"\(InfoPlist.folder)\")]" }
        executable += ",\n                          \(settings))"
        targets.append(executable)
        for stub in options.stubs {
            if StandIns.source(for: stub) == nil {
                targets.append(".target(name: \(quoted(stub)), path: \(quoted("Sources/\(stub)")))")
            } else {
                targets.append(".target(name: \(quoted(stub)),\n                dependencies: [.product(name: \"UIKit\", package: \(quoted(vitrineIdentity))), .product(name: \"Logging\", package: \(quoted(logIdentity)))],\n                path: \(quoted("Sources/\(stub)")))")
            }
        }
        return """
        // swift-tools-version:6.0
        // Generated by Vitrine's scripts/port from \(project.root.lastPathComponent). Do not edit: port again
        // instead (only the files that change are rewritten).
        import PackageDescription

        let package = Package(
            name: \(quoted(module)),
            products: [
                .executable(name: \(quoted(module)), targets: [\(quoted(module + "Main"))]),
            ],
            dependencies: [
                \(dependencies.joined(separator: ",\n        ")),
            ],
            targets: [
                \(targets.joined(separator: ",\n        ")),
            ]
        )

        """
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
