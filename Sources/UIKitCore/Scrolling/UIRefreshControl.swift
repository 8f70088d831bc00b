import Foundation

/// Pull to refresh: set as a scroll view's `refreshControl`, it shows a spinner above the
/// content; pulling the content down past it starts refreshing and sends `.valueChanged`
/// (once per pull), the content then rests below the spinner until `endRefreshing()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far past the top the content is pulled to start refreshing, in points.
    static let threshold: CGFloat = 80
    /// The room the spinner takes while refreshing.
    static let height: CGFloat = 60

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    open private(set) var isRefreshing = false
    /// A title shown below the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpRefreshControl()
    }

    /// What both initializers do: the spinner and the title.
    private func setUpRefreshControl() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// A refresh control made from a storyboard: as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpRefreshControl()
    }

    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor }
    }

    /// Shows the refreshing state (the app started a refresh itself); sends no event.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        (superview as? UIScrollView)?.refreshStateDidChange(self)
    }

    /// Ends the refreshing state: the content goes back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        UIView.animate(withDuration: 0.25) { self.spinner.alpha = 0 }
        (superview as? UIScrollView)?.refreshStateDidChange(self)
    }

    /// The content is `pull` points past its top: the spinner shows as it is pulled, and
    /// past the threshold the refresh starts.
    func contentPulled(by pull: CGFloat) {
        guard !isRefreshing else { return }
        spinner.alpha = min(max(pull / Self.threshold, 0), 1)
        if pull >= Self.threshold {
            beginRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = spinner.intrinsicContentSize
        let title = titleLabel.attributedText == nil ? 0 : titleLabel.intrinsicContentSize.height + 4
        spinner.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height - title) / 2,
                               width: size.width, height: size.height)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: max(title - 4, 0))
    }
}
