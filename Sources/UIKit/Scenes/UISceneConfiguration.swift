import Foundation

/// Which classes make a scene: the scene delegate (and the scene class). On iOS the
/// Info.plist names them; Vitrine has no Info.plist, so the app delegate returns this
/// configuration from `application(_:configurationForConnecting:options:)` with
/// `delegateClass` set.
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

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
