import Logging
import Synchronization

let layerLogger = Logger(label: "vitrine.quartzcore")

/// An object that manages image-based content and its geometry: the unit the compositor
/// draws. Properties hold the model values; setting one asks for a new frame.
@preconcurrency @MainActor
open class CALayer: CAMediaTiming {
    // Validated geometry lives in private storage so bad input can be rejected with the
    // old value kept.
    /// The model values of the animatable properties.
    package internal(set) var modelValues = AnimatableProperties()
    private var storedContentsScale: CGFloat = 1

    var storedSublayers: [CALayer] = [] { didSet { drawingOrder = nil } }
    /// `sublayersInDrawingOrder` as last worked out (the compositor asks every frame); nil
    /// once the sublayers or one's `zPosition` changed.
    var drawingOrder: [CALayer]?
    var layoutFlag = false
    var dirtyRect: CGRect?
    var displayingRect: CGRect?

    /// The layer's backing store, drawn by `display()`; nil until drawn or once discarded.
    /// While the store is packed, this is a new unpacked copy (for readers; drawing
    /// unpacks the store itself).
    package internal(set) var backingStore: PixelBuffer? {
        get { storePixels ?? packedStore?.unpacked() }
        set {
            storePixels = newValue
            packedStore = nil
        }
    }
    /// The backing store's pixels, unless it is packed.
    package var storePixels: PixelBuffer?
    /// The backing store packed, while its content does not change (see `Compositor`).
    package var packedStore: PackedPixels?
    /// True while the store has been drawn only once, whole (a new store).
    var storeIsNew = false
    /// Set when memory for the store could not be had, so that the failure is logged
    /// once, not at every redraw; cleared when a store is allocated again.
    var storeAllocationFailed = false
    /// Composites since the store last changed or was painted, and the version they saw.
    var storeIdleComposites = 0
    var storeVersionSeen = 0
    /// Composites in a row that painted the store while packed.
    var storeBusyComposites = 0
    /// True when the store's current content did not pack well.
    var storeDoesNotPack = false
    /// Whether the layer has a backing store (packed or not).
    package var hasBackingStore: Bool { storePixels != nil || packedStore != nil }
    /// Incremented each time the pixels of the backing store change.
    package internal(set) var contentVersion = 0
    /// Recent redraws as (version, rect in layer coordinates), oldest first.
    var redrawHistory: [(version: Int, rect: CGRect)] = []
    /// Counts the changes of the layer's own state (every property, a redraw, its
    /// sublayers); `recordMemo` is valid while it stays the same.
    private(set) var renderVersion = 0
    /// The compositor's records of this layer as of `renderVersion` (see `RecordMemo`).
    var recordMemo: RecordMemo?
    /// The blurred shape of the shadow last painted (see `ShadowMask`).
    package var shadowMask: ShadowMask?
    /// What the generated content (shape, gradient) in the store was drawn from, and the
    /// rect it covers in layer coordinates (see `CALayer+GeneratedContent`).
    var generatedContentKey: GeneratedContentKey?
    var generatedContentRect = CGRect.null
    /// The alpha of `mask` as last rendered for the compositor (see `LayerMaskImage`).
    var maskImage: LayerMaskImage?

    /// Animations added to the layer, in the order they apply.
    var attachedAnimations: [AttachedAnimation] = []
    /// Whether a frame pass has reached the layer: implicit animations need a value on
    /// screen to start from.
    package internal(set) var hasBeenCommitted = false
    /// For a presentation copy, the layer it presents.
    private(set) weak var modelLayer: CALayer?
    private var isPresentationCopy = false

    /// Layers alive in the process, in the tree or not (the soak's census, issue 29).
    package static var liveCount: Int { live.load(ordering: .relaxed) }
    private nonisolated static let live = Atomic<Int>(0)

    /// Creates a layer with zero bounds at the origin.
    public init() {
        Self.live.add(1, ordering: .relaxed)
    }

    /// Creates a copy of another layer's model properties (sublayers, superlayer and
    /// delegate are not copied), as Core Animation does for presentation layers.
    public init(layer: Any) {
        Self.live.add(1, ordering: .relaxed)
        guard let other = layer as? CALayer else { return }
        copyState(from: other)
    }

    deinit {
        Self.live.subtract(1, ordering: .relaxed)
    }

    private func copyState(from other: CALayer) {
        modelValues = other.modelValues
        storedContentsScale = other.storedContentsScale
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        isOpaque = other.isOpaque
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        contents = other.contents
        contentsGravity = other.contentsGravity
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        name = other.name
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        speed = other.speed
    }

    // MARK: Geometry

    /// The layer's own coordinate space: origin shifts what is shown, size is the layer's size.
    /// Changing the size asks for layout, and for display when `needsDisplayOnBoundsChange`.
    open var bounds: CGRect {
        get { modelValues.bounds }
        set {
            guard Self.accept(newValue, "bounds", isValid: Self.isValidRect(newValue)) else { return }
            guard newValue != modelValues.bounds else { return }
            let sizeChanged = newValue.size != modelValues.bounds.size
            changeAnimatable("bounds") { $0.bounds = newValue }
            if sizeChanged {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// The position of the anchor point in the superlayer's coordinates.
    open var position: CGPoint {
        get { modelValues.position }
        set {
            guard Self.accept(newValue, "position", isValid: newValue.x.isFinite && newValue.y.isFinite) else { return }
            guard newValue != modelValues.position else { return }
            changeAnimatable("position") { $0.position = newValue }
        }
    }

    /// The point, in unit coordinates of the bounds, that `position` refers to and about
    /// which `transform` applies. Default (0.5, 0.5).
    open var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set {
            guard Self.accept(newValue, "anchorPoint", isValid: newValue.x.isFinite && newValue.y.isFinite) else { return }
            guard newValue != modelValues.anchorPoint else { return }
            changeAnimatable("anchorPoint") { $0.anchorPoint = newValue }
        }
    }

    /// The transform applied about the anchor point. The compositor uses its affine part.
    open var transform: CATransform3D {
        get { modelValues.transform }
        set {
            guard Self.accept(newValue, "transform", isValid: newValue.isFinite) else { return }
            guard newValue != modelValues.transform else { return }
            changeAnimatable("transform") { $0.transform = newValue }
        }
    }

    /// The layer's position on the z axis; siblings draw in increasing zPosition, ties in
    /// sublayer order.
    open var zPosition: CGFloat {
        get { modelValues.zPosition }
        set {
            guard Self.accept(newValue, "zPosition", isValid: newValue.isFinite) else { return }
            guard newValue != modelValues.zPosition else { return }
            changeAnimatable("zPosition") { $0.zPosition = newValue }
            superlayer?.drawingOrder = nil
        }
    }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the
    /// transformed bounds. Setting it sets `position` and `bounds.size` (only meaningful
    /// with an identity transform, as on Apple platforms).
    open var frame: CGRect {
        get {
            if CATransform3DIsIdentity(modelValues.transform) {
                return CGRect(x: modelValues.position.x - modelValues.anchorPoint.x * modelValues.bounds.width,
                              y: modelValues.position.y - modelValues.anchorPoint.y * modelValues.bounds.height,
                              width: modelValues.bounds.width, height: modelValues.bounds.height)
            }
            return modelValues.bounds.applying(affineTransformToSuperlayer)
        }
        set {
            guard Self.accept(newValue, "frame", isValid: Self.isValidRect(newValue)) else { return }
            let rect = newValue.standardized
            position = CGPoint(x: rect.minX + modelValues.anchorPoint.x * rect.width,
                               y: rect.minY + modelValues.anchorPoint.y * rect.height)
            bounds.size = rect.size
        }
    }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(modelValues.transform) }

    /// Sets `transform` to the affine transform `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// The layer's opacity, 0 (transparent) to 1; it multiplies down to every sublayer.
    open var opacity: Float {
        get { modelValues.opacity }
        set {
            guard Self.accept(newValue, "opacity", isValid: newValue.isFinite) else { return }
            let clamped = min(max(newValue, 0), 1)
            guard clamped != modelValues.opacity else { return }
            changeAnimatable("opacity") { $0.opacity = clamped }
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
    open var backgroundColor: CGColor? {
        get { modelValues.backgroundColor }
        set {
            guard newValue != modelValues.backgroundColor else { return }
            changeAnimatable("backgroundColor") { $0.backgroundColor = newValue }
        }
    }
    /// The colour of the border, drawn above the contents and sublayers.
    open var borderColor: CGColor? {
        get { modelValues.borderColor }
        set {
            guard newValue != modelValues.borderColor else { return }
            changeAnimatable("borderColor") { $0.borderColor = newValue }
        }
    }
    /// The radius of the rounded corners of the background and border (and of the clip when
    /// `masksToBounds`).
    open var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set {
            guard Self.accept(newValue, "cornerRadius", isValid: newValue.isFinite) else { return }
            let value = max(newValue, 0)
            guard value != modelValues.cornerRadius else { return }
            changeAnimatable("cornerRadius") { $0.cornerRadius = value }
        }
    }
    /// The corners that `cornerRadius` rounds (background, border, `masksToBounds` clip
    /// and shadow). Default all four.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                             .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { changed() } }
    }
    /// The curve of the rounded corners. Default `.circular`.
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { if cornerCurve != oldValue { changed() } } }
    /// How much further along each edge than `cornerRadius` a corner of `curve` reaches:
    /// 1 for circular corners, about 1.528 for continuous ones.
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? ContinuousCorners.extent : 1
    }
    /// A layer whose alpha masks this layer: its background, contents, sublayers, border
    /// and shadow show only where the mask is opaque. Its frame is in this layer's
    /// coordinates; it must have no superlayer and is not hit tested.
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if let mask, mask.superlayer != nil {
                // Undefined on iOS; here it is drawn in both places.
                layerLogger.warning("CALayer.mask: the mask layer has a superlayer")
            }
            maskImage = nil
            changed()
        }
    }
    /// The corner style of the compositor's rounded shapes.
    var cornerStyle: CornerStyle {
        CornerStyle(corners: UInt8(truncatingIfNeeded: maskedCorners.rawValue & 0xF), continuous: cornerCurve == .continuous)
    }
    /// The width of the border, inset from the bounds.
    open var borderWidth: CGFloat {
        get { modelValues.borderWidth }
        set {
            guard Self.accept(newValue, "borderWidth", isValid: newValue.isFinite) else { return }
            let value = max(newValue, 0)
            guard value != modelValues.borderWidth else { return }
            changeAnimatable("borderWidth") { $0.borderWidth = value }
        }
    }

    // MARK: Shadow

    /// The colour of the shadow. Default opaque black.
    open var shadowColor: CGColor? {
        get { modelValues.shadowColor }
        set {
            guard newValue != modelValues.shadowColor else { return }
            changeAnimatable("shadowColor") { $0.shadowColor = newValue }
        }
    }
    /// The opacity of the shadow, 0 (none, the default) to 1.
    open var shadowOpacity: Float {
        get { modelValues.shadowOpacity }
        set {
            guard Self.accept(newValue, "shadowOpacity", isValid: newValue.isFinite) else { return }
            let clamped = min(max(newValue, 0), 1)
            guard clamped != modelValues.shadowOpacity else { return }
            changeAnimatable("shadowOpacity") { $0.shadowOpacity = clamped }
        }
    }
    /// How far the shadow is moved from the layer, in its coordinates. Default (0, -3): up,
    /// as on iOS.
    open var shadowOffset: CGSize {
        get { modelValues.shadowOffset }
        set {
            guard Self.accept(newValue, "shadowOffset", isValid: newValue.width.isFinite && newValue.height.isFinite) else { return }
            guard newValue != modelValues.shadowOffset else { return }
            changeAnimatable("shadowOffset") { $0.shadowOffset = newValue }
        }
    }
    /// The blur radius of the shadow in points. Default 3.
    open var shadowRadius: CGFloat {
        get { modelValues.shadowRadius }
        set {
            guard Self.accept(newValue, "shadowRadius", isValid: newValue.isFinite) else { return }
            let value = max(newValue, 0)
            guard value != modelValues.shadowRadius else { return }
            changeAnimatable("shadowRadius") { $0.shadowRadius = value }
        }
    }
    /// The shape of the shadow, filled with the non-zero rule, in layer coordinates; nil (the
    /// default) uses the layer's own shape: its background (rounded by `cornerRadius`),
    /// border and contents. Kept as a copy.
    open var shadowPath: CGPath? {
        get { modelValues.shadowPath }
        set {
            let path = newValue?.copy()
            guard path != modelValues.shadowPath else { return }
            changeAnimatable("shadowPath") { $0.shadowPath = path }
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
        get { modelValues.contentsRect }
        set {
            guard Self.accept(newValue, "contentsRect", isValid: Self.isValidRect(newValue)) else { return }
            guard newValue != modelValues.contentsRect else { return }
            changeAnimatable("contentsRect") { $0.contentsRect = newValue }
        }
    }
    /// Whether a change of the bounds size marks the layer as needing display.
    open var needsDisplayOnBoundsChange = false

    // MARK: Timing (CAMediaTiming)

    // A layer's timing maps its superlayer's time to the time of its animations and its
    // sublayers': (parent - beginTime) × speed + timeOffset. Its duration, repeats and fill
    // mode are kept but do not limit the animations.
    open var beginTime: CFTimeInterval = 0 { didSet { changed() } }
    open var timeOffset: CFTimeInterval = 0 { didSet { changed() } }
    open var speed: Float = 1 { didSet { changed() } }
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

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
        setNeedsDisplay(modelValues.bounds)
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
    open func contains(_ p: CGPoint) -> Bool { modelValues.bounds.contains(p) }

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

    /// A copy of the layer as shown on screen: its model values with its animations
    /// applied at the presentation time of the frame last built (an animation added since
    /// shows its start). Nil until the layer has been drawn in a frame, as on iOS, where
    /// a layer never committed has no presentation. The copy has no superlayer, sublayers
    /// or delegate; on a presentation layer this returns the layer itself.
    open func presentation() -> Self? {
        if isPresentationCopy { return self }
        guard hasBeenCommitted else { return nil }
        guard let copy = CALayer.make(type(of: self)) as? Self else { return nil }
        copy.isPresentationCopy = true
        copy.copyState(from: self)
        copy.modelValues = presentationValues(at: AnimationEngine.shared.presentationTime)
        copy.modelLayer = self
        return copy
    }

    /// The model layer of a presentation layer; a model layer returns itself.
    open func model() -> Self { (modelLayer as? Self) ?? self }

    /// Actions for keys, searched after the delegate; `NSNull()` means no action.
    open var actions: [String: any CAAction]?
    /// Default property values; its "actions" dictionary is searched after `actions`.
    open var style: [AnyHashable: Any]?

    /// The action for `event`, searched as Core Animation does: the delegate's
    /// `action(for:forKey:)`, `actions`, the "actions" of `style`, then the class's
    /// `defaultAction(forKey:)`. An `NSNull` from any step ends the search with nil.
    open func action(forKey event: String) -> (any CAAction)? {
        let found: (any CAAction)? = delegate?.action(for: self, forKey: event)
            ?? actions?[event]
            ?? (style?["actions"] as? [String: any CAAction])?[event]
        if let found { return found is NSNull ? nil : found }
        return Self.defaultAction(forKey: event)
    }

    /// The implicit animation of the animatable properties: a `CABasicAnimation` of the key
    /// from the value on screen to the new one, with the transaction's duration and
    /// timing function (default curve when none). Nil for other keys.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard AnimatableProperties.animatableKeys.contains(event),
              !AnimatableProperties.keysWithoutImplicitAnimation.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// The layer's preferred size in its superlayer's coordinates: its bounds size.
    open func preferredFrameSize() -> CGSize { modelValues.bounds.size }

    // MARK: Helpers

    /// Reports a change that needs a new frame (a presentation copy is never drawn).
    func changed() {
        guard !isPresentationCopy else { return }
        renderVersion &+= 1
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
