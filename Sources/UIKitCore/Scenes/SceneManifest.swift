import Foundation
import Logging

/// Info.plist's `UIApplicationSceneManifest`: the scene configurations UIKit makes scenes
/// from, by session role. The first configuration of a role is its default (Bundle
/// Resources, "UIWindowSceneSessionRoleApplication").
struct SceneManifest {
    /// One entry of a role's array.
    struct Configuration: Equatable {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
        var storyboardName: String?
    }

    private static let logger = Logger(label: "vitrine.application")

    /// `UIApplicationSupportsMultipleScenes`; a kiosk shows one scene either way.
    let supportsMultipleScenes: Bool
    /// `UISceneConfigurations`, by role.
    let configurations: [UISceneSession.Role: [Configuration]]

    init(_ manifest: [String: Any]) {
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        var configurations: [UISceneSession.Role: [Configuration]] = [:]
        if let value = manifest["UISceneConfigurations"] {
            if let byRole = value as? [String: Any] {
                for (role, entries) in byRole {
                    guard let entries = entries as? [Any] else {
                        Self.logger.error("Info.plist: UISceneConfigurations.\(role) is not an array; ignored")
                        continue
                    }
                    configurations[UISceneSession.Role(rawValue: role)] = entries.compactMap { entry in
                        guard let entry = entry as? [String: Any] else {
                            Self.logger.error("Info.plist: a UISceneConfigurations.\(role) entry is not a dictionary; ignored")
                            return nil
                        }
                        return Configuration(name: entry["UISceneConfigurationName"] as? String,
                                             delegateClassName: entry["UISceneDelegateClassName"] as? String,
                                             sceneClassName: entry["UISceneClassName"] as? String,
                                             storyboardName: entry["UISceneStoryboardFile"] as? String)
                    }
                }
            } else {
                Self.logger.error("Info.plist: UISceneConfigurations is not a dictionary; ignored")
            }
        }
        self.configurations = configurations
    }

    /// The default configuration of `role`: the first listed.
    func defaultConfiguration(for role: UISceneSession.Role) -> Configuration? {
        configurations[role]?.first
    }

    /// The configuration of `role` named `name`: the first with that name.
    func configuration(named name: String?, for role: UISceneSession.Role) -> Configuration? {
        guard let name else { return nil }
        return configurations[role]?.first { $0.name == name }
    }
}
