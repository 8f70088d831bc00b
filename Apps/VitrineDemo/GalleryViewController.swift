import UIKit

/// The gallery tab: the demo pages as rows of an inset grouped list under a large title;
/// a tap pushes the page.
final class GalleryViewController: UIViewController {
    private let card = UIView()
    private let header = UILabel()
    private var rows: [GalleryRow] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Vitrine"
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        header.text = "PAGES"
        header.font = .systemFont(ofSize: 13)
        header.textColor = .secondaryLabel
        view.addSubview(header)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        view.addSubview(card)
        rows = DemoPage.gallery.map { page in
            let row = GalleryRow(page: page)
            row.addAction(UIAction { [unowned self] _ in show(page) }, for: .touchUpInside)
            card.addSubview(row)
            return row
        }
        rows.last?.showsSeparator = false
    }

    /// Pushes `page`, as a tap on its row does.
    @discardableResult
    func show(_ page: DemoPage, animated: Bool = true) -> PageViewController {
        let controller = PageViewController(page: page)
        navigationController?.pushViewController(controller, animated: animated)
        return controller
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let width = min(safe.width - 40, 700)
        let x = ((view.bounds.width - width) / 2).rounded()
        header.frame = CGRect(x: x + 16, y: safe.minY + 16, width: width - 32, height: 18)
        card.frame = CGRect(x: x, y: header.frame.maxY + 6, width: width, height: CGFloat(rows.count) * GalleryRow.height)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * GalleryRow.height, width: width, height: GalleryRow.height)
        }
    }
}
