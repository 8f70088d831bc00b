import Foundation

/// Hears a search controller being activated and deactivated. Every method is optional;
/// the will-calls come before the animation, the did-calls after it.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Called as the search controller is activated, after it chose whether to show its
    /// results controller, so that the delegate can change that (show suggestions before
    /// anything is typed). The controller then shows itself, as Apple's sample code that
    /// implements this method relies on.
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

public extension UISearchControllerDelegate {
    func presentSearchController(_ searchController: UISearchController) {}
    func willPresentSearchController(_ searchController: UISearchController) {}
    func didPresentSearchController(_ searchController: UISearchController) {}
    func willDismissSearchController(_ searchController: UISearchController) {}
    func didDismissSearchController(_ searchController: UISearchController) {}
}
