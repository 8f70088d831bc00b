import Foundation

/// Hears a search controller being activated and deactivated. Every method is optional;
/// the will-calls come before the animation, the did-calls after it.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

public extension UISearchControllerDelegate {
    func willPresentSearchController(_ searchController: UISearchController) {}
    func didPresentSearchController(_ searchController: UISearchController) {}
    func willDismissSearchController(_ searchController: UISearchController) {}
    func didDismissSearchController(_ searchController: UISearchController) {}
}
