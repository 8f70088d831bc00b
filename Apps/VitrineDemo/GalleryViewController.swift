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
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        rows = DemoPage.gallery.map { page in
            let row = GalleryRow(page: page)
            row.addAction(UIAction { [unowned self] _ in show(page) }, for: .touchUpInside)
            row.heightAnchor.constraint(equalToConstant: GalleryRow.height).isActive = true
            return row
        }
        rows.last?.showsSeparator = false
        // An inset grouped list, as constraints: the card is a stack of rows within the
        // readable width, under its header.
        let list = UIStackView(arrangedSubviews: rows)
        list.axis = .vertical
        list.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(list)
        for view in [header, card] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 6),
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            list.topAnchor.constraint(equalTo: card.topAnchor),
            list.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        ])
    }

    /// Pushes `page`, as a tap on its row does.
    @discardableResult
    func show(_ page: DemoPage, animated: Bool = true) -> PageViewController {
        let controller = PageViewController(page: page)
        navigationController?.pushViewController(controller, animated: animated)
        return controller
    }
}
