import Foundation
import Logging

let viewLogger = Logger(label: "vitrine.uikit")

/// An object that manages the content of a rectangular area on the screen.
///
/// Every view is backed by a layer (`layer`, of class `layerClass`) whose delegate it is:
/// the view's geometry and appearance are stored in the layer, and the view tree is
/// mirrored by the layer tree.
///
/// This file declares the API (overridable members must live in the class body); the
/// mechanics are in UIView+Hierarchy, +Geometry, +Layout, +Rendering and +HitTesting.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer created for each instance; override to use a `CALayer`
    /// subclass. The default is `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The value of `intrinsicContentSize` components for "no natural size".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The layer that stores and shows the view's content. The view is its delegate.
    public let layer: CALayer

    /// The view's superview, or nil when it is not in a hierarchy.
    public internal(set) weak var superview: UIView?

    /// The view's subviews, back to front.
    public internal(set) var subviews: [UIView] = []

    /// An integer that identifies the view, found with `viewWithTag(_:)`. Default 0.
    open var tag = 0

    /// Whether touches are delivered to the view; false removes it (and its subtree) from
    /// hit testing. Default true.
    open var isUserInteractionEnabled = true

    /// Whether the view receives more than one touch at a time. Default false: while a
    /// finger is on the view, further fingers landing on it are not delivered to it (its
    /// gesture recognizers still get them).
    open var isMultipleTouchEnabled = false

    /// Whether the view handles touches exclusively. Default false. While an exclusive view
    /// has a touch, no other view gets a new one, and an exclusive view gets no touch while
    /// other views have touches.
    open var isExclusiveTouch = false

    /// Whether a bounds size change resizes the subviews by their `autoresizingMask`.
    /// Default true.
    open var autoresizesSubviews = true

    /// How the view resizes when its superview's bounds size changes. Default empty.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether the dirty rect is cleared to transparent before `draw(_:)`. Default true.
    open var clearsContextBeforeDrawing = true

    // Set by the base `draw(_:)`: a display pass that reaches it and leaves the store blank
    // learns that this view draws nothing (see UIView+Rendering.swift).
    var reachedBaseDraw = false
    var drewNothing = false
    var storedBackgroundColor: UIColor?
    var storedTintColor: UIColor?
    var storedOverrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The traits the view last resolved its dynamic colours under: the main screen's when
    /// it was made, then those of each trait change it heard. A view that enters a window
    /// compares the window's traits with these, not with what it inherited while detached,
    /// so one kept out of windows while the appearance switched resolves again, as on iOS.
    var appearanceTraits: UITraitCollection
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    var storedContentMode = ContentMode.scaleToFill
    var storedIsOpaque = true
    var gestureRecognizerList: [UIGestureRecognizer] = []
    var interactionList: [any UIInteraction] = []
    /// The controller whose root view this is.
    weak var viewController: UIViewController?
    // Auto Layout (see AutoLayout/).
    var installedConstraints: [NSLayoutConstraint] = []
    /// Active constraints that name the view (or a guide of it) as an item, wherever they
    /// are installed: removing the view finds the ones to deactivate here.
    var referencingConstraints: [NSLayoutConstraint] = []
    var layoutEngine: LayoutEngine?
    var storedLayoutVariables: LayoutVariables?
    /// Apple's defaults: views stretch and resist equally; controls with one fixed size
    /// (UISwitch, UIStepper, UIActivityIndicatorView) hug at 750 in their initializers.
    var huggingPriorities = (UILayoutPriority.defaultLow, UILayoutPriority.defaultLow)
    var compressionPriorities = (UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh)
    var storedLayoutMargins: UIEdgeInsets?
    /// Whether the layout margins grow to cover the safe area (on by default, as on iOS).
    open var insetsLayoutMarginsFromSafeArea = true { didSet { setNeedsLayout() } }
    /// Whether this view's layout margins take its superview's where they overlap; kept
    /// (off by default, as on iOS), margins are the view's own.
    open var preservesSuperviewLayoutMargins = false
    var systemLayoutGuides: [UILayoutGuide.SystemRole: UILayoutGuide] = [:]
    var ownLayoutGuides: [UILayoutGuide] = []
    var needsConstraintUpdate = false

    // MARK: Creating

    /// Creates a view with `frame` (superview coordinates) at the main screen's scale.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        appearanceTraits = UIScreen.main.traitCollection
        super.init()
        configureLayer(frame: frame)
    }

    /// Vitrine does not decode archived views: this creates a view with a zero frame.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        appearanceTraits = UIScreen.main.traitCollection
        super.init()
        configureLayer(frame: .zero)
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Called by Interface Builder to show a designable view in its canvas; Vitrine has no
    /// canvas, so nothing calls it.
    open func prepareForInterfaceBuilder() {}

    /// The next responder: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Hierarchy

    /// The window the view is in (the window itself for a window), or nil.
    /// Cost: a walk up the superview chain.
    open var window: UIWindow? { enclosingWindow }

    /// Adds `view` on top of the subviews, moving it from its old superview; a view that
    /// is already a subview moves to the front.
    open func addSubview(_ view: UIView) {
        insert(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped to 0...count), moving it from
    /// its old superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, atRequestedIndex: index)
    }

    /// Inserts `view` just above `siblingSubview`; on top when the sibling is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, nextTo: siblingSubview, above: true)
    }

    /// Inserts `view` just below `siblingSubview`; at the bottom when the sibling is not a
    /// subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, nextTo: siblingSubview, above: false)
    }

    /// Moves the subview `view` to the front (top) of the subviews; ignores other views.
    open func bringSubviewToFront(_ view: UIView) {
        // Already in front: nothing moves, and no layout is asked for.
        guard view.superview === self, subviews.last !== view else { return }
        insert(view, at: subviews.count)
    }

    /// Moves the subview `view` to the back (bottom) of the subviews; ignores other views.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, subviews.first !== view else { return }
        insert(view, at: 0)
    }

    /// Swaps the subviews at `index1` and `index2`; out-of-range indexes are logged and
    /// ignored.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchange(index1, index2)
    }

    /// Detaches the view from its superview and window; does nothing without a superview.
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view whose `tag` is `tag`, depth first starting with the receiver.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called on the superview after `subview` was added. The default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called on the superview before `subview` is removed or moved elsewhere. The default
    /// does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view's superview changes (nil: it is being removed). The default
    /// does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view's superview changed. The default does nothing.
    open func didMoveToSuperview() {}

    // MARK: Auto Layout

    /// Whether the view's frame and autoresizing mask are turned into constraints (true, the
    /// default for views made in code) or the view is placed by its constraints (false).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { layoutStructureDidChange() } }
    }

    /// Whether leading and trailing flip for right-to-left layout. Default `.unspecified`.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutStructureDidChange() } }
    }

    /// Updates the view's constraints before a layout pass that asked for it
    /// (`setNeedsUpdateConstraints()`); call super at the end, as on iOS.
    open func updateConstraints() {
        needsConstraintUpdate = false
    }

    /// Called when the layout margins changed. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// The view whose first baseline is this view's (a label's own).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is this view's.
    open var forLastBaselineLayout: UIView { self }

    /// Called before the view's window changes, on the view and every descendant. The
    /// default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view's window changed, on the view and every descendant. The
    /// default does nothing.
    open func didMoveToWindow() {}

    /// The insets of the view's edges that bars of its containers cover (a navigation
    /// bar, a tab bar) or its controller adds (`additionalSafeAreaInsets`). A kiosk's
    /// screen itself has none.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called when `safeAreaInsets` changed. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. With a non-identity transform
    /// it is the bounding box of the transformed bounds and must not be set. Setting it
    /// sets `center` and `bounds.size`; non-finite values are logged and ignored.
    open var frame: CGRect {
        get { layer.frame }
        set { setFrame(newValue) }
    }

    /// The view's own coordinate space: the origin shifts what is shown (and the
    /// subviews), the size is the view's size. Changing the size resizes `frame` about the
    /// center, autoresizes the subviews and asks for layout.
    open var bounds: CGRect {
        get { layer.bounds }
        set { setBounds(newValue) }
    }

    /// The center of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set { setCenter(newValue) }
    }

    /// The transform applied about the center. Changing it asks for layout.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { setTransform(newValue) }
    }

    /// Pixels per point of the view's drawing; the screen's scale by default. Changing it
    /// redraws the view.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { setContentScaleFactor(newValue) }
    }

    /// Converts `point` from the view's coordinates to `view`'s (nil: its window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transform(to: view))
    }

    /// Converts `point` from `view`'s coordinates (nil: the window's) to the view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(transform(to: view).inverted())
    }

    /// Converts `rect` from the view's coordinates to `view`'s (nil: its window's); through
    /// a rotation the result is the bounding box.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// Converts `rect` from `view`'s coordinates (nil: the window's) to the view's; through
    /// a rotation the result is the bounding box.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(transform(to: view).inverted())
    }

    // MARK: Hit testing

    /// Whether `point` (view coordinates) is inside the view: inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest, front-most descendant (or the view itself) that contains `point` (view
    /// coordinates), or nil. Hidden views, views with alpha below 0.01 and views with user
    /// interaction disabled are skipped with their subtrees, and so are points outside a
    /// view's `point(inside:with:)`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsHits, self.point(inside: point, with: event) else { return nil }
        return deepestSubviewHit(by: point, with: event) ?? self
    }

    // MARK: Gesture recognizers

    /// The recognizers attached to the view, in the order they were added; nil when none.
    /// Setting replaces them.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view (moving it from another view): it gets the
    /// touches of the view and its subviews before they do.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; does nothing if it is not the view's.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerList.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Asked of the views its touches hit before a recognizer (of this view or of an
    /// ancestor) leaves `.possible`; false makes it fail. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Layout

    /// Marks the view as needing layout; the next frame (or `layoutIfNeeded()`) calls
    /// `layoutSubviews()` once, however many times this was called.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out now if needed: walks up while the superviews need layout, then lays out
    /// that subtree top-down.
    open func layoutIfNeeded() {
        // The constraints are solved first, as iOS updates them from the window down.
        engineRoot.layoutEngine?.updateLayout()
        layer.layoutIfNeeded()
    }

    /// Lays out the subviews; called by the layout pass, never by the app. The default does
    /// nothing (autoresizing has already happened when the bounds changed).
    open func layoutSubviews() {}

    /// The size that best fits `size`. The default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    open func sizeToFit() {
        var rect = frame
        rect.size = sizeThatFits(bounds.size)
        frame = rect
    }

    /// The view's natural size; the default has none (`noIntrinsicMetric` both ways).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view that its intrinsic size changed: the superview gets a layout pass.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        engineRoot.layoutEngine?.intrinsicContentSizeDidChange(self)
    }

    // MARK: Drawing

    /// Draws the view's content into the current graphics context (upper-left origin, the
    /// bounds as coordinates, clipped to `rect`, the screen scale applied). Called once when
    /// the view is first shown, then after `setNeedsDisplay`; never call it directly.
    /// The default draws nothing, and a view whose class does not override it keeps no
    /// backing store.
    open func draw(_ rect: CGRect) {
        reachedBaseDraw = true
    }

    /// Marks the whole view as needing `draw(_:)` in the next frame.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks `rect` (view coordinates) as needing `draw(_:)`; rects marked before the next
    /// frame are unioned into one call.
    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    /// The colour that fills the bounds below the drawn content; nil (transparent) by
    /// default.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
            updateLayerOpacityPromise()
        }
    }

    /// The view's opacity, 0 to 1 (the layer's opacity). Below 0.01 the view gets no
    /// touches. Non-finite values are logged and ignored.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { setAlpha(newValue) }
    }

    /// Whether the view and its subtree are hidden (not drawn, not hit tested). Hiding the
    /// first responder or one of its ancestors resigns it.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { setHidden(newValue) }
    }

    /// A promise that the drawn content fills the bounds with opaque pixels. Default true.
    /// The layer only promises opacity to the compositor when the background colour is
    /// opaque too, so a default view with a clear background never hides what is below.
    open var isOpaque: Bool {
        get { storedIsOpaque }
        set {
            storedIsOpaque = newValue
            updateLayerOpacityPromise()
        }
    }

    /// Whether subviews and content are clipped to the bounds (the layer's
    /// `masksToBounds`). Default false.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha masks this view and its subviews (its layer becomes the
    /// layer's `mask`); its frame is in this view's coordinates. Default nil.
    open var mask: UIView? {
        didSet {
            guard mask !== oldValue else { return }
            layer.mask = mask?.layer
        }
    }

    /// How the drawn snapshot maps onto new bounds; `.redraw` redraws on every size
    /// change. Default `.scaleToFill`.
    open var contentMode: ContentMode {
        get { storedContentMode }
        set { setContentMode(newValue) }
    }

    /// The tint colour: the view's own, or else the superview's, or else the system blue.
    /// Setting nil returns to the inherited colour.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
        set { setTintColor(newValue) }
    }

    /// Called when the view's effective tint colour changes. The default does nothing.
    open func tintColorDidChange() {}

    // MARK: Traits

    /// The view's traits: its superview's (or the screen's for a window), with
    /// `overrideUserInterfaceStyle` applied.
    open var traitCollection: UITraitCollection {
        traits(inheriting: superview?.traitCollection ?? UIScreen.main.traitCollection)
    }

    /// `inherited` with `overrideUserInterfaceStyle` applied.
    func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        guard storedOverrideUserInterfaceStyle != .unspecified,
              storedOverrideUserInterfaceStyle != inherited.userInterfaceStyle else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: storedOverrideUserInterfaceStyle)])
    }

    /// Light or dark for this view and the views below it, whatever the screen's;
    /// `.unspecified` (the default) inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set { setOverrideUserInterfaceStyle(newValue) }
    }

    /// Called after the view's traits changed (the appearance switched, the view moved
    /// under other traits), once its colours were resolved again.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Resolves colours the view applied itself (template images, a control's parts) for
    /// new traits; runs with the view's traits as current, before
    /// `traitCollectionDidChange(_:)`.
    func updateForAppearance() {}

    /// Makes fonts again for a new content size category, in views that adjust them
    /// (`adjustsFontForContentSizeCategory`); runs with the view's traits as current.
    func contentSizeCategoryDidChange() {}

    // MARK: Focus (iPadOS keyboard navigation; Focus/UIFocusSystem)

    /// Whether the view can take focus. The default is false; text fields, text views and
    /// cells of collection and table views that allow focus return true.
    open var canBecomeFocused: Bool { false }

    /// Whether the view is focused now.
    open var isFocused: Bool {
        UIFocusSystem.focusedItems.contains(ObjectIdentifier(self)) && window?.focusSystem.focusedItem === self
    }

    /// The focus group of the view and its subviews (iOS 14); nil takes the superview's.
    open var focusGroupIdentifier: String?

    /// The view's weight when its group picks the item Tab lands on (iOS 15). The default
    /// is `.ignored`.
    open var focusGroupPriority: UIFocusGroupPriority = .ignored

    /// What is drawn while the view is focused (iOS 15): the system's halo by default; nil
    /// draws nothing (a cell that shows focus itself).
    open var focusEffect: UIFocusEffect? = UIFocusEffect.systemDefault

    /// Whether focus passes through the view to items behind it (iOS 15). The default is false.
    open var isTransparentFocusItem: Bool { false }

    /// Where focus goes within the view, most preferred first. The default is none: the
    /// first focusable subview in reading order.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    /// Whether focus may move as `context` says. The default is true.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Focus moved within or out of the view. The default does nothing.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// The view gained or lost focus: controls update their state, cells their configuration.
    func focusDidChange() {}

    // MARK: Layer delegate

    /// Redraws the layer's dirty rect through `draw(_:)`: called by the display pass.
    open func display(_ layer: CALayer) {
        displayContent(of: layer)
    }

    /// Makes `ctx` the current UIKit context and calls `draw(_:)` with the rect being
    /// redrawn.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        traitCollection.performAsCurrent { drawContent(of: layer, in: ctx) }
    }

    /// Calls `layoutSubviews()`: the layer's layout is the view's. A controller's root view
    /// tells its controller before and after.
    open func layoutSublayers(of layer: CALayer) {
        layoutEngine?.updateLayout()
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
        FocusHalo.viewDidLayout(self)
    }

    /// Outside UIView animation blocks `NSNull()`: a view's layer never animates
    /// implicitly, as on iOS. Inside a block, for an animatable property, a
    /// `CABasicAnimation` from the current value with the block's timing; running it
    /// records the change, which animates when the outermost block commits.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        ViewAnimationBlock.action(for: layer, forKey: event) ?? NSNull()
    }
}
