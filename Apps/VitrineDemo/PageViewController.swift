import UIKit

/// Shows one demo page inside the safe area (below a navigation bar, above a tab bar; the
/// whole screen when alone, for `--page`).
final class PageViewController: UIViewController {
    let page: DemoPage
    private(set) var pageView: UIView?

    init(page: DemoPage) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
        title = page.title
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        reloadPage()
    }

    /// Replaces the page with a new one, as it was first shown.
    func reloadPage() {
        pageView?.removeFromSuperview()
        let made = page.make(view.bounds.inset(by: view.safeAreaInsets))
        made.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(made)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            made.topAnchor.constraint(equalTo: safe.topAnchor),
            made.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            made.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        pageView = made
        // A page that scrolls (a list, a grid) is what the bars watch for their scroll edge.
        setContentScrollView(made.subviews.lazy.compactMap { $0 as? UIScrollView }.first, for: .top)
        // Around the page (under the bars) its own background shows.
        view.backgroundColor = made.backgroundColor ?? .systemBackground
        if page.isDark {
            // A dark page keeps a dark bar with a white title, whatever the appearance.
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = made.backgroundColor
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            navigationItem.standardAppearance = appearance
            navigationItem.scrollEdgeAppearance = appearance
        }
    }
}
