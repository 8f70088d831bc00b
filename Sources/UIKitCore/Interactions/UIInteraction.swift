/// Behaviour attached to a view with `addInteraction(_:)` (an edit menu, for one).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
