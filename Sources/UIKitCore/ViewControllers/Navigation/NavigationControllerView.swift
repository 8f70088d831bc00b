/// A navigation controller's view: lays out the bars and the top controller's view.
@MainActor
final class NavigationControllerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
