/// A tab bar controller's view: lays out the tab bar and the selected controller's view.
@MainActor
final class TabBarControllerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
