import Foundation

/// The "More" tab's list: a row for each controller that did not fit in the tab bar,
/// with its image and title; a tap pushes it.
@MainActor
final class MoreListViewController: UIViewController {
    var controllers: [UIViewController] = [] { didSet { if isViewLoaded { rebuild() } } }
    var onSelect: ((UIViewController) -> Void)?
    private var rows: [UIControl] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "More"
        view.backgroundColor = .systemBackground
        rebuild()
    }

    private func rebuild() {
        for row in rows { row.removeFromSuperview() }
        rows = controllers.map { controller in
            let row = MoreListRow(item: controller.tabBarItem)
            row.addAction(UIAction { [weak self, weak controller] _ in
                if let controller { self?.onSelect?(controller) }
            }, for: .touchUpInside)
            view.addSubview(row)
            return row
        }
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var y = view.safeAreaInsets.top
        for row in rows {
            row.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: MoreListRow.height)
            y += MoreListRow.height
        }
    }
}
