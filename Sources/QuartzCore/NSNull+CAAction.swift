import Foundation

/// "No action": returned by a layer's delegate (a UIView outside animation blocks) or put
/// in `actions`, it ends the search of `action(forKey:)` with no action, as on Apple's
/// platforms.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
