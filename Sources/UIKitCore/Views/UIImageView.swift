import Foundation

/// A view that shows an image, placed in its bounds according to `contentMode`.
///
/// The image is not drawn by `draw(_:)`: the view's layer shows the image's pixels as
/// its `contents` (with the image's scale as `contentsScale`), so changing the frame or
/// content mode costs no redraw.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view with `frame`, no image, not interactive.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Vitrine does not decode archived views: this creates an empty image view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, its frame sized to the image's size in
    /// points at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view with `image` and the `highlightedImage` shown while
    /// `isHighlighted`, sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    // Stored separately so that setting the images from an initializer, where property
    // observers do not run, still updates the layer.
    private var storedImage: UIImage?
    private var storedHighlightedImage: UIImage?
    private var storedIsHighlighted = false

    /// The image shown. Default nil.
    open var image: UIImage? {
        get { storedImage }
        set {
            guard newValue !== storedImage else { return }
            storedImage = newValue
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown instead of `image` while `isHighlighted`. Default nil.
    open var highlightedImage: UIImage? {
        get { storedHighlightedImage }
        set {
            guard newValue !== storedHighlightedImage else { return }
            storedHighlightedImage = newValue
            updateContents()
        }
    }

    /// Whether `highlightedImage` is shown (when there is one). Default false.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            guard newValue != storedIsHighlighted else { return }
            storedIsHighlighted = newValue
            updateContents()
        }
    }

    /// The size of `image` in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        if let preferredSymbolConfiguration, image.isSymbolImage {
            return image.withConfiguration(preferredSymbolConfiguration).size
        }
        return image.size
    }

    /// The image's size, or the current size when there is no image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }

    /// The scale of the view's drawing. The layer keeps the image's own scale as its
    /// `contentsScale`, so moving the view to a screen of another scale does not resize the
    /// image.
    open override var contentScaleFactor: CGFloat {
        get { super.contentScaleFactor }
        set {
            super.contentScaleFactor = newValue
            updateContents()
        }
    }

    private var shownImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    /// A symbol configuration applied on top of the shown symbol image's own. Default nil.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    // A template image (symbols, `.alwaysTemplate`) shows its shape filled with the tint.
    private func updateContents() {
        var shown = shownImage
        if let preferredSymbolConfiguration, shown?.isSymbolImage == true {
            shown = shown?.withConfiguration(preferredSymbolConfiguration)
        }
        if let vectorShown = shown.flatMap(redrawnVector) { shown = vectorShown }
        if let symbolShown = shown?.symbolRedrawn(scale: contentScaleFactor) { shown = symbolShown }
        let traits = traitCollection
        if let shown, shown.tintColor == nil, shown.isTemplate() {
            layer.contents = shown.filled(with: tintColor.resolvedColor(with: traits))
        } else {
            layer.contents = shown.flatMap { image in
                image.tintColor.flatMap { image.filled(with: $0.resolvedColor(with: traits)) } ?? image.cgImage
            }
        }
        layer.contentsScale = shown?.scale ?? contentScaleFactor
    }

    // The last vector image drawn for the view's size, by image, size and scale.
    private var drawnVector: (source: UIImage, size: CGSize, scale: CGFloat, image: UIImage)?

    /// A vector image drawn sharp at the size the content mode scales it to, as iOS does
    /// for images that preserve their vector data; nil for other images and modes.
    private func redrawnVector(_ image: UIImage) -> UIImage? {
        guard image.vector != nil, !image.isSymbolImage, image.size.width > 0, image.size.height > 0 else { return nil }
        let widthRatio = bounds.width / image.size.width, heightRatio = bounds.height / image.size.height
        let size: CGSize
        switch contentMode {
        case .scaleToFill: size = bounds.size
        case .scaleAspectFit: size = CGSize(width: image.size.width * min(widthRatio, heightRatio),
                                            height: image.size.height * min(widthRatio, heightRatio))
        case .scaleAspectFill: size = CGSize(width: image.size.width * max(widthRatio, heightRatio),
                                             height: image.size.height * max(widthRatio, heightRatio))
        default: return nil
        }
        let scale = contentScaleFactor
        if let drawnVector, drawnVector.source === image, drawnVector.size == size, drawnVector.scale == scale {
            return drawnVector.image
        }
        guard let redrawn = image.vectorRedrawn(size: size, scale: scale) else { return nil }
        drawnVector = (image, size, scale, redrawn)
        return redrawn
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if shownImage?.vector != nil { updateContents() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.isTemplate() == true { updateContents() }
    }

    // A tinted image resolved its tint while detached, under the main screen's traits
    // (which may be another screen's than the window's it lands in): resolve it again there.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, shownImage?.isTemplate() == true || shownImage?.tintColor != nil { updateContents() }
    }

    override func updateForAppearance() {
        if shownImage?.isTemplate() == true || shownImage?.tintColor != nil { updateContents() }
    }
}
