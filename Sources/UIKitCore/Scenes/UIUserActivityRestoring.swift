import Foundation

/// An object that restores its state from a user activity (responders do).
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
extension UIResponder: UIUserActivityRestoring {}
