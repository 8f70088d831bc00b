/// Something with traits that hears when they change: screens, views, view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with the ones before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
