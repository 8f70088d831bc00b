import Logging

let layerLogger = Logger(label: "vitrine.quartzcore")

/// An object that manages image-based content and its geometry: the unit the compositor
/// draws. Properties hold the model values; setting one asks for a new frame.
@MainActor
open class CALayer {
    // Validated geometry lives in private storage so bad input can be rejected with the
    // old value kept.
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedTransform = CATransform3DIdentity
    private var storedZPosition: CGFloat = 0
    private var storedOpacity: Float = 1
    private var storedCornerRadius: CGFloat = 0
    private var storedBorderWidth: CGFloat = 0
    private var storedContentsScale: CGFloat = 1
    private var storedContentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    var storedSublayers: [CALayer] = []
    var layoutFlag = false
    var dirtyRect: CGRect?
    var displayingRect: CGRect?

    /// The layer's backing store, drawn by `display()`; nil until drawn or once discarded.
    package internal(set) var backingStore: PixelBuffer?
    /// Incremented each time the pixels of the backing store change.
    package internal(set) var contentVersion = 0
    /// Recent redraws as (version, rect in layer coordinates), oldest first.
    var redrawHistory: [(version: Int, rect: CGRect)] = []

    /// Creates a layer with zero bounds at the origin.
    public required init() {}

    /// Creates a copy of another layer's model properties (sublayers, superlayer and
    /// delegate are not copied), as Core Animation does for presentation layers.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        storedBounds = other.storedBounds
        storedPosition = other.storedPosition
        storedAnchorPoint = other.storedAnchorPoint
        storedTransform = other.storedTransform
        storedZPosition = other.storedZPosition
        storedOpacity = other.storedOpacity
        storedCornerRadius = other.storedCornerRadius
        storedBorderWidth = other.storedBorderWidth
        storedContentsScale = other.storedContentsScale
        storedContentsRect = other.storedContentsRect
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        isOpaque = other.isOpaque
        backgroundColor = other.backgroundColor
        borderColor = other.borderColor
        contents = other.contents
        contentsGravity = other.contentsGravity
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        name = other.name
    }

    // MARK: Geometry

    /// The layer's own coordinate space: origin shifts what is shown, size is the layer's size.
    /// Changing the size asks for layout, and for display when `needsDisplayOnBoundsChange`.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard Self.accept(newValue, "bounds", isValid: Self.isValidRect(newValue)) else { return }
            guard newValue != storedBounds else { return }
            let sizeChanged = newValue.size != storedBounds.size
            storedBounds = newValue
            if sizeChanged {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            changed()
        }
    }

    /// The position of the anchor point in the superlayer's coordinates.
    open var position: CGPoint {
        get { storedPosition }
        set {
            guard Self.accept(newValue, "position", isValid: newValue.x.isFinite && newValue.y.isFinite) else { return }
            guard newValue != storedPosition else { return }
            storedPosition = newValue
            changed()
        }
    }

    /// The point, in unit coordinates of the bounds, that `position` refers to and about
    /// which `transform` applies. Default (0.5, 0.5).
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            guard Self.accept(newValue, "anchorPoint", isValid: newValue.x.isFinite && newValue.y.isFinite) else { return }
            guard newValue != storedAnchorPoint else { return }
            storedAnchorPoint = newValue
            changed()
        }
    }

    /// The transform applied about the anchor point. The compositor uses its affine part.
    open var transform: CATransform3D {
        get { storedTransform }
        set {
            guard Self.accept(newValue, "transform", isValid: newValue.isFinite) else { return }
            guard newValue != storedTransform else { return }
            storedTransform = newValue
            changed()
        }
    }

    /// The layer's position on the z axis; siblings draw in increasing zPosition, ties in
    /// sublayer order.
    open var zPosition: CGFloat {
        get { storedZPosition }
        set {
            guard Self.accept(newValue, "zPosition", isValid: newValue.isFinite) else { return }
            guard newValue != storedZPosition else { return }
            storedZPosition = newValue
            changed()
        }
    }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the
    /// transformed bounds. Setting it sets `position` and `bounds.size` (only meaningful
    /// with an identity transform, as on Apple platforms).
    open var frame: CGRect {
        get {
            if CATransform3DIsIdentity(storedTransform) {
                return CGRect(x: storedPosition.x - storedAnchorPoint.x * storedBounds.width,
                              y: storedPosition.y - storedAnchorPoint.y * storedBounds.height,
                              width: storedBounds.width, height: storedBounds.height)
            }
            return storedBounds.applying(affineTransformToSuperlayer)
        }
        set {
            guard Self.accept(newValue, "frame", isValid: Self.isValidRect(newValue)) else { return }
            let rect = newValue.standardized
            position = CGPoint(x: rect.minX + storedAnchorPoint.x * rect.width,
                               y: rect.minY + storedAnchorPoint.y * rect.height)
            bounds.size = rect.size
        }
    }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(storedTransform) }

    /// Sets `transform` to the affine transform `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// The layer's opacity, 0 (transparent) to 1; it multiplies down to every sublayer.
    open var opacity: Float {
        get { storedOpacity }
        set {
            guard Self.accept(newValue, "opacity", isValid: newValue.isFinite) else { return }
            let clamped = min(max(newValue, 0), 1)
            guard clamped != storedOpacity else { return }
            storedOpacity = clamped
            changed()
        }
    }

    /// Whether the layer and its sublayers are drawn and hit tested.
    open var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    /// Whether sublayers (and contents) are clipped to the bounds.
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { changed() } } }
    /// A promise that the layer fills its bounds with opaque pixels; lets the compositor skip
    /// what is below.
    open var isOpaque = false { didSet { if isOpaque != oldValue { changed() } } }
    /// The colour that fills the bounds (rounded by `cornerRadius`) below the contents.
    open var backgroundColor: CGColor? { didSet { changed() } }
    /// The colour of the border, drawn above the contents and sublayers.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { changed() } }
    /// The radius of the rounded corners of the background and border (and of the clip when
    /// `masksToBounds`).
    open var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set {
            guard Self.accept(newValue, "cornerRadius", isValid: newValue.isFinite) else { return }
            let value = max(newValue, 0)
            guard value != storedCornerRadius else { return }
            storedCornerRadius = value
            changed()
        }
    }
    /// The width of the border, inset from the bounds.
    open var borderWidth: CGFloat {
        get { storedBorderWidth }
        set {
            guard Self.accept(newValue, "borderWidth", isValid: newValue.isFinite) else { return }
            let value = max(newValue, 0)
            guard value != storedBorderWidth else { return }
            storedBorderWidth = value
            changed()
        }
    }

    // MARK: Contents

    /// What the layer shows: a `CGImage` is drawn with `contentsGravity`; anything else is
    /// ignored. When set, it is shown instead of the backing store.
    open var contents: Any? { didSet { changed() } }
    /// How `contents` (or the backing store) is placed in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { if contentsGravity != oldValue { changed() } } }
    /// Pixels per point of the contents and of the backing store.
    open var contentsScale: CGFloat {
        get { storedContentsScale }
        set {
            guard Self.accept(newValue, "contentsScale", isValid: newValue.isFinite && newValue > 0) else { return }
            guard newValue != storedContentsScale else { return }
            storedContentsScale = newValue
            changed()
        }
    }
    /// The part of the contents that is shown, in unit coordinates. Default (0, 0, 1, 1).
    open var contentsRect: CGRect {
        get { storedContentsRect }
        set {
            guard Self.accept(newValue, "contentsRect", isValid: Self.isValidRect(newValue)) else { return }
            guard newValue != storedContentsRect else { return }
            storedContentsRect = newValue
            changed()
        }
    }
    /// Whether a change of the bounds size marks the layer as needing display.
    open var needsDisplayOnBoundsChange = false

    // MARK: Identity and relations

    /// A name for debugging and lookups.
    open var name: String?
    /// The object that draws and lays out this layer (a UIView for its layer).
    open weak var delegate: (any CALayerDelegate)?
    /// The layer this layer is a sublayer of.
    public internal(set) weak var superlayer: CALayer?

    // MARK: Overridable behaviour

    /// Lays out the sublayers; the default asks the delegate (`layoutSublayers(of:)`).
    /// Called by the layout pass, not by apps.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Updates the contents: asks the delegate's `display(_:)` when there is a delegate,
    /// otherwise redraws the dirty part of the backing store through `draw(in:)`.
    /// Called by `displayIfNeeded()`; the dirty rect is `rectBeingDisplayed`.
    open func display() {
        if let delegate {
            delegate.display(self)
        } else {
            updateBackingStore(dirtyRect: rectBeingDisplayed, clearsFirst: true)
        }
    }

    /// Draws the layer's contents; the default asks the delegate (`draw(_:in:)`).
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Marks the whole layer as needing display.
    open func setNeedsDisplay() {
        setNeedsDisplay(storedBounds)
    }

    /// Marks `r` (layer coordinates) as needing display; several rects are unioned until
    /// the next display pass.
    open func setNeedsDisplay(_ r: CGRect) {
        guard Self.isValidRect(r) else {
            layerLogger.warning("CALayer.setNeedsDisplay: ignored invalid rect \(r)")
            return
        }
        // An empty layer still needs its (empty) display so the store is dropped.
        let rect = r.standardized
        dirtyRect = dirtyRect.map { $0.union(rect) } ?? rect
        changed()
    }

    /// Whether the layer is contained in `p` (layer coordinates): inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { storedBounds.contains(p) }

    /// The farthest descendant (front-most first) that contains `p`, given in the
    /// superlayer's coordinates; hidden layers and, with masksToBounds, points outside the
    /// bounds are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(affineTransformToSuperlayer.inverted())
        if masksToBounds && !contains(local) { return nil }
        for layer in sublayersInDrawingOrder.reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    // MARK: Model and presentation

    /// The layer as currently shown. Vitrine has no animations yet, so the presentation
    /// layer is the model layer itself.
    open func presentation() -> Self? { self }

    /// The model layer (for a presentation layer), here the layer itself.
    open func model() -> Self { self }

    /// The action for `event`: the delegate's answer; nil until animations exist.
    open func action(forKey event: String) -> (any CAAction)? {
        delegate?.action(for: self, forKey: event)
    }

    /// The layer's preferred size in its superlayer's coordinates: its bounds size.
    open func preferredFrameSize() -> CGSize { storedBounds.size }

    // MARK: Helpers

    /// Reports a change that needs a new frame.
    func changed() {
        FrameScheduler.shared.setNeedsFrame()
    }

    static func isValidRect(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    static func accept<T>(_ value: T, _ property: String, isValid: Bool) -> Bool {
        if !isValid {
            layerLogger.warning("CALayer.\(property): rejected invalid value \(value), keeping the old one")
        }
        return isValid
    }
}
