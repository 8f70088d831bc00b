import Foundation

/// A progress bar as on iOS 17: the filled part in the tint colour over a track, left to
/// right. The `.default` style is a 4-point capsule on a `systemFill` track; `.bar` is
/// 2.5 points tall with square ends and a clear track.
///
/// As on iOS, the height is the style's whatever frame is set, the filled part is never
/// narrower than its two round ends (and fades out at 0), and `setProgress(_:animated:)`
/// moves it linearly, one second for the whole bar. The parts are layers with a
/// background colour, so an animation redraws nothing: the compositor moves them.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    // Apple's heights: 4 points for .default (iOS 14 and later), the bar image's 2.5
    // points rounded up to whole pixels for .bar.
    private static let defaultHeight: CGFloat = 4
    private static let barHeight: CGFloat = 2.5
    // A move from or to an empty bar, where the filled part fades, lasts at least this.
    private static let minimumFadeDuration: TimeInterval = 0.2

    private let trackView = UIImageView()
    private let fillView = UIImageView()
    private var storedProgress: Float = 0
    private var storedProgressTintColor: UIColor?
    private var storedTrackTintColor: UIColor?
    private var storedProgressImage: UIImage?
    private var storedTrackImage: UIImage?

    /// The style. The default is `.default`. Changing it resizes the view to the style's
    /// height.
    open var progressViewStyle: Style = .default {
        didSet {
            if progressViewStyle != oldValue { styleDidChange() }
        }
    }

    /// The progress, from 0 to 1. The default is 0. Apple: "Values less than 0.0 and
    /// greater than 1.0 are pinned to those limits." NaN is pinned to 1, as iOS's
    /// `MIN`/`MAX` pin it, with a log line.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The colour of the filled part. The default (nil) is the tint colour. Setting it
    /// removes `progressImage`, as on iOS.
    open var progressTintColor: UIColor? {
        get { storedProgressTintColor }
        set {
            storedProgressTintColor = newValue
            storedProgressImage = nil
            updateLook()
        }
    }

    /// The colour of the track. The default (nil) is `systemFill` for `.default` and clear
    /// for `.bar`. Setting it removes `trackImage`, as on iOS.
    open var trackTintColor: UIColor? {
        get { storedTrackTintColor }
        set {
            storedTrackTintColor = newValue
            storedTrackImage = nil
            updateLook()
        }
    }

    /// An image stretched over the filled part instead of its colour. Setting it removes
    /// `progressTintColor`, as on iOS.
    open var progressImage: UIImage? {
        get { storedProgressImage }
        set {
            storedProgressImage = newValue
            storedProgressTintColor = nil
            updateLook()
        }
    }

    /// An image stretched over the track instead of its colour. Setting it removes
    /// `trackTintColor`, as on iOS.
    open var trackImage: UIImage? {
        get { storedTrackImage }
        set {
            storedTrackImage = newValue
            storedTrackTintColor = nil
            updateLook()
        }
    }

    /// A `.default` progress view in `frame`, whose height becomes the style's (4 points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Vitrine does not decode archived views: this creates an empty `.default` progress view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A progress view of `style`, 160 points wide and the style's height, as on iOS.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 160, height: 11))
        // An initializer's own assignment runs no observer.
        progressViewStyle = style
        styleDidChange()
    }

    private func styleDidChange() {
        updateLook()
        sizeToFit()
        invalidateIntrinsicContentSize()
    }

    private func setUp() {
        // Apple's defaults: stretches along its length, keeps its height.
        huggingPriorities.1 = .defaultHigh
        isOpaque = false
        clipsToBounds = false
        addSubview(trackView)
        addSubview(fillView)
        fillView.alpha = 0
        updateLook()
    }

    /// Sets the progress, pinned to 0...1. Animated, the filled part moves linearly for
    /// as many seconds as the change in progress (at least 0.2 s from or to 0, where it
    /// fades), from where it shows now.
    open func setProgress(_ progress: Float, animated: Bool) {
        let pinned = Self.pinned(progress)
        guard pinned != storedProgress else { return }
        let change = TimeInterval(abs(pinned - storedProgress))
        storedProgress = pinned
        // Only a view in a window animates: elsewhere nothing would show the frames.
        guard animated, window != nil else {
            setNeedsLayout()
            return
        }
        let fades = storedProgressImage == nil && (pinned == 0 || fillView.alpha == 0)
        let duration = fades ? max(change, Self.minimumFadeDuration) : change
        // Only the parts: pending layout of anything else must not animate along.
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveLinear]) {
            self.layoutParts()
        }
    }

    private static func pinned(_ progress: Float) -> Float {
        guard !progress.isNaN else {
            UIControl.logger.error("UIProgressView.progress = nan pinned to 1, as iOS pins it")
            return 1
        }
        return min(max(progress, 0), 1)
    }

    // MARK: Size

    private var styleHeight: CGFloat {
        switch progressViewStyle {
        case .default: Self.defaultHeight
        case .bar: (Self.barHeight * contentScaleFactor).rounded(.up) / contentScaleFactor
        }
    }

    // iOS keeps the style's height whatever frame or bounds is set.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: sizeThatFits(newValue.size)) }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: sizeThatFits(newValue.size)) }
    }

    /// Any width, the style's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: styleHeight)
    }

    /// The width asked for, the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: styleHeight)
    }

    // MARK: Look

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let height = bounds.height
        trackView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        var width = (bounds.width * CGFloat(storedProgress)).rounded()
        if storedProgressImage == nil {
            // iOS draws the colour as a stretchable image whose round ends take the
            // height each: the filled part is never narrower, and is hidden at 0.
            width = max(width, 2 * height)
            fillView.alpha = storedProgress == 0 ? 0 : 1
        }
        fillView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let radius = progressViewStyle == .default ? height / 2 : 0
        trackView.layer.cornerRadius = storedTrackImage == nil ? radius : 0
        fillView.layer.cornerRadius = storedProgressImage == nil ? radius : 0
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    private func updateLook() {
        trackView.image = storedTrackImage
        trackView.backgroundColor = storedTrackImage != nil ? nil
            : storedTrackTintColor ?? (progressViewStyle == .default ? .systemFill : .clear)
        fillView.image = storedProgressImage
        fillView.backgroundColor = storedProgressImage != nil ? nil : storedProgressTintColor ?? tintColor
        if storedProgressImage != nil { fillView.alpha = 1 }
        setNeedsLayout()
    }
}
