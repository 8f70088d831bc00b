import Foundation

/// An invisible region that can take focus and hands it on to its preferred environments
/// (a layout guide added to a view). A move of the arrow keys that reaches the guide
/// before an item lands on the guide's preferred item instead; a guide that overlaps the
/// focused item is passed over, so focus moves freely inside it.
@preconcurrency @MainActor
open class UIFocusGuide: UILayoutGuide {
    /// Whether the guide redirects focus. The default is true.
    open var isEnabled = true
    /// Where focus goes when it reaches the guide, most preferred first.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] {
        get { storedEnvironments.compactMap(\.environment) }
        set { storedEnvironments = newValue.map(WeakEnvironment.init) }
    }
    /// The first preferred environment that is a view (iOS 9's form).
    open var preferredFocusedView: UIView? {
        get { preferredFocusEnvironments.first as? UIView }
        set { preferredFocusEnvironments = newValue.map { [$0] } ?? [] }
    }

    /// The environments are held weakly: a guide must not keep views alive.
    private struct WeakEnvironment {
        weak var environment: (any UIFocusEnvironment)?
    }

    private var storedEnvironments: [WeakEnvironment] = []
}
