import Foundation

/// A progress bar as on iOS 17: 4 points tall, the tint filling a gray capsule track from
/// the left. An animated change slides the fill with Core Animation; nothing is redrawn.
@MainActor
open class UIProgressView: UIView {
    private static let height: CGFloat = 4

    private let track = UIImageView()
    private let fill = UIImageView()
    private var storedProgress: Float = 0

    /// The look. The default is `.default`.
    open var progressViewStyle: Style = .default {
        didSet { updateAppearance() }
    }

    /// How much is done, 0...1. Values outside are pinned to it; NaN is taken as 0 with
    /// a log line.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The fill's colour. The default (nil) is the tint colour.
    open var progressTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// The track's colour. The default (nil) is `systemFill` (clear for `.bar`).
    open var trackTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// An image stretched over the fill instead of its colour.
    open var progressImage: UIImage? {
        didSet { updateAppearance() }
    }

    /// An image stretched over the track instead of its colour.
    open var trackImage: UIImage? {
        didSet { updateAppearance() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [track, fill] {
            part.contentMode = .scaleToFill
            part.clipsToBounds = true
            addSubview(part)
        }
        updateAppearance()
    }

    /// A progress view of `style`, 4 points tall.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        progressViewStyle = style
        updateAppearance()
    }

    /// Vitrine does not decode archived views: this creates an empty progress view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the progress, the fill sliding to it when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        var value = progress
        if value.isNaN {
            viewLogger.error("UIProgressView.progress = nan taken as 0")
            value = 0
        }
        storedProgress = min(max(value, 0), 1)
        if animated, window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
                self.layoutFill()
            }
        } else {
            UIView.performWithoutAnimation { layoutFill() }
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        updateAppearance()
        layoutFill()
    }

    private func layoutFill() {
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        let rounded = progressViewStyle == .default
        let defaultTrack: UIColor = rounded ? .systemFill : .clear
        track.image = trackImage
        track.backgroundColor = trackImage == nil ? trackTintColor ?? defaultTrack : nil
        fill.image = progressImage
        fill.backgroundColor = progressImage == nil ? progressTintColor ?? tintColor : nil
        let radius = rounded ? (bounds.height > 0 ? bounds.height : Self.height) / 2 : 0
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
    }
}
