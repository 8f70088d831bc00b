/// A split view controller's view: lays out its columns.
@MainActor
final class SplitViewControllerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns()
    }
}
