import Foundation

extension UIView {
    /// Makes the first responder resign if it is this view or inside it (a text field in a
    /// form). With `force`, it resigns whatever its delegate says. Returns whether none of
    /// the view's subtree is first responder afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if force { responder.resignBecauseGone() } else { responder.resignFirstResponder() }
        return !responder.isFirstResponder
    }
}
