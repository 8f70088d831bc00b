import Foundation

/// Told when a user activity is about to be saved, to bring its `userInfo` up to date.
/// Every method is optional (default implementations do nothing).
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be saved.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// The activity became current on another device (never on Vitrine: no Handoff).
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
