import Foundation

/// The scroll view whose content passing under the bars makes them show their standard
/// appearance (iOS 15's scroll-edge appearances).
extension UIViewController {
    /// Names the scroll view the bars watch at `edges` (nil: found as iOS finds it).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edges: NSDirectionalRectEdge) {
        chosenContentScrollView = scrollView
        if navigationController?.topViewController === self { updateBarsForScrollEdge() }
    }

    /// The scroll view the bars watch: the one set, else the controller's view or its first
    /// subview when that is a scroll view (iOS's heuristic).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let chosenContentScrollView { return chosenContentScrollView }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// Shows the navigation bar's scroll-edge or standard appearance for where the content is.
    func updateBarsForScrollEdge() {
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        let bar = navigation.navigationBar
        guard let scrollView = contentScrollView(for: .top) else {
            bar.isAtScrollEdge = true
            return
        }
        // A collapsing search bar follows the content: nothing passes under the bar until it has gone.
        let distance = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        bar.contentDidScroll(distance: distance, for: navigationItem)
        bar.isAtScrollEdge = distance <= bar.collapsibleSearchHeight + 0.5
    }
}

extension UIScrollView {
    /// Whether the content rests at (or above) its top edge.
    var isAtTopEdge: Bool { contentOffset.y <= -adjustedContentInset.top + 0.5 }

    /// The content moved: the controller showing it updates its bars when the content
    /// crossed its top edge.
    func reportScrollEdge() {
        let atTop = isAtTopEdge
        // Under a search bar that hides when scrolling, every move counts: the bar follows it.
        guard atTop != wasAtTopEdge || contentMoveCollapsesSearchBar else { return }
        wasAtTopEdge = atTop
        var responder = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let controller = responder as? UIViewController, controller.contentScrollView(for: .top) === self else { return }
        controller.updateBarsForScrollEdge()
    }

    /// Whether a navigation bar above may collapse its search bar as this content moves
    /// (the responder chain's first controller, at the top of a navigation stack, with a
    /// search controller it hides when scrolling).
    private var contentMoveCollapsesSearchBar: Bool {
        var responder = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let controller = responder as? UIViewController, let navigation = controller.navigationController,
              navigation.topViewController === controller else { return false }
        return navigation.navigationBar.collapsibleSearchHeight > 0 || navigation.navigationBar.searchCollapse > 0
    }
}
