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
        view.addSubview(made)
        pageView = made
        // Around the page (under the bars) its own background shows.
        view.backgroundColor = made.backgroundColor ?? .systemBackground
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pageView?.frame = view.bounds.inset(by: view.safeAreaInsets)
    }
}
