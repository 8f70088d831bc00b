/// The bar's part of a push or pop: the old item's content fades out while the new one
/// fades in.
@MainActor
final class NavigationBarCrossFade {
    private let bar: UINavigationBar
    private let old: NavigationBarContentView?
    private let new: NavigationBarContentView?

    init(bar: UINavigationBar, old: NavigationBarContentView?) {
        self.bar = bar
        self.old = old
        new = bar.content
        if let old, old !== new {
            old.frame = bar.bounds
            bar.insertSubview(old, belowSubview: new ?? old)
        }
        place(progress: 0)
    }

    func place(progress: CGFloat) {
        guard let old, old !== new else { return }
        old.alpha = 1 - progress
        new?.alpha = progress
    }

    /// Keeps the new content when the transition completed, the old one when cancelled.
    func finish(completed: Bool) {
        guard let old, old !== new else { return }
        if completed {
            old.removeFromSuperview()
            new?.alpha = 1
        } else {
            bar.setItems(bar.items, animated: false)
        }
    }
}
