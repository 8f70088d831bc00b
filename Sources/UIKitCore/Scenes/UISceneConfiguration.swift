import Foundation
import Logging

/// Which classes make a scene: the scene delegate (and the scene class). As on iOS, the
/// app's Info.plist (`UIApplicationSceneManifest`) names them and
/// `init(name:sessionRole:)` loads them from the configuration of that name; an app
/// delegate may also return a configuration from
/// `application(_:configurationForConnecting:options:)` with `delegateClass` set in code.
@preconcurrency @MainActor
public final class UISceneConfiguration: NSObject {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene delegate's class: a `UIResponder` (or `NSObject`) subclass adopting
    /// `UISceneDelegate`, made with its `init()`.
    public var delegateClass: AnyClass?
    /// The scene's class: `UIWindowScene` (the default) or a subclass.
    public var sceneClass: AnyClass?
    /// The storyboard whose initial view controller UIKit puts in the scene's window
    /// (Info.plist's `UISceneStoryboardFile`, when a storyboard of that name was registered
    /// with `UIStoryboard.register(name:scenes:)`).
    public var storyboard: UIStoryboard?

    /// A configuration named `name` for `sessionRole`, with the classes Info.plist names in
    /// the `UISceneConfigurations` entry of that `UISceneConfigurationName`, if any ("For
    /// scenes you specify in your Info.plist file, this value corresponds to the string
    /// assigned to the UISceneConfigurationName key").
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        if let entry = InfoPlist.main?.sceneManifest?.configuration(named: name, for: sessionRole) {
            load(entry)
        }
    }

    /// The configuration UIKit fills from Info.plist before a scene connects: the role's
    /// first (UISceneSession.configuration: "UIKit chooses the first scene of the
    /// appropriate type listed in your scene configuration data"), or an empty "Default
    /// Configuration" when Info.plist lists none.
    static func infoPlistDefault(for role: UISceneSession.Role) -> UISceneConfiguration {
        guard let entry = InfoPlist.main?.sceneManifest?.defaultConfiguration(for: role) else {
            return UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        }
        let configuration = UISceneConfiguration(name: entry.name, sessionRole: role)
        if entry.name == nil { configuration.load(entry) }
        return configuration
    }

    private func load(_ entry: SceneManifest.Configuration) {
        if let className = entry.delegateClassName {
            delegateClass = InfoPlistClassName.resolve(className, key: "UISceneDelegateClassName")
        }
        if let className = entry.sceneClassName {
            sceneClass = InfoPlistClassName.resolve(className, key: "UISceneClassName")
        }
        if let name = entry.storyboardName {
            if UIStoryboard.isRegistered(name) {
                storyboard = UIStoryboard(name: name, bundle: nil)
            } else {
                Logger(label: "vitrine.application").warning("Info.plist: UISceneStoryboardFile \(name) is ignored (Vitrine reads no storyboard files; UIStoryboard.register(name:scenes:) makes one in code); the scene delegate makes the window in scene(_:willConnectTo:options:)")
            }
        }
    }
}
