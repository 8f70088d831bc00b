import Foundation

// Layer creation, the display path and appearance setters.
//
// Swift cannot ask whether a subclass overrides draw(_:), so the display path probes: the
// base draw(_:) sets `reachedBaseDraw`; when a redraw reaches it and leaves the (freshly
// mapped, so free until written) store blank, the store is dropped and the view is
// remembered as not drawing, so it skips resize redraws. The verdict is per view, not per
// class: a subclass that calls super.draw and draws only in some states must still get its
// first drawing in every instance. An explicit setNeedsDisplay still probes, and a probe
// that finds pixels forgets the verdict.
extension UIView {
    // Classes of ours whose draw(_:) is the base one, known without a probe (a window's
    // would map and scan a full-screen store). Exact classes only: subclasses may draw.
    private static let nonDrawingClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self), ObjectIdentifier(UIImageView.self),
    ]

    /// Whether this view may draw content (not yet proven otherwise).
    var drawsContent: Bool {
        !drewNothing && !Self.nonDrawingClasses.contains(ObjectIdentifier(type(of: self)))
    }

    static func makeLayer() -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            preconditionFailure("UIView.layerClass of \(self) must be CALayer or one of its subclasses")
        }
        return CALayer.make(layerType)
    }

    func configureLayer(frame: CGRect) {
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        updateLayerOpacityPromise()
        self.frame = frame
        // Drawn once when first shown.
        if drawsContent { layer.setNeedsDisplay() }
    }

    func displayContent(of layer: CALayer) {
        reachedBaseDraw = false
        layer.updateBackingStore(dirtyRect: layer.rectBeingDisplayed, clearsFirst: clearsContextBeforeDrawing)
        guard reachedBaseDraw, let store = layer.backingStore else {
            drewNothing = false
            return
        }
        drewNothing = store.isTransparent
        if drewNothing { layer.discardBackingStore() }
    }

    func drawContent(of layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(ctx.boundingBoxOfClipPath)
        UIGraphicsPopContext()
    }

    func setAlpha(_ newValue: CGFloat) {
        guard newValue.isFinite else {
            viewLogger.warning("UIView.alpha: ignored non-finite \(newValue), keeping \(alpha)")
            return
        }
        layer.opacity = Float(newValue)
    }

    func setHidden(_ hidden: Bool) {
        let changed = layer.isHidden != hidden
        layer.isHidden = hidden
        // A stack view collapses its hidden arranged subviews.
        if changed, let stack = superview as? UIStackView { stack.arrangedSubviewVisibilityDidChange(self) }
        if hidden, let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) {
            responder.resignBecauseGone()
        }
    }

    func setContentMode(_ mode: ContentMode) {
        storedContentMode = mode
        layer.contentsGravity = mode.contentsGravity
        layer.needsDisplayOnBoundsChange = mode == .redraw
    }

    func setTintColor(_ color: UIColor?) {
        let old = tintColor
        storedTintColor = color
        guard tintColor != old else { return }
        notifyTintColorDidChange()
    }

    // A view that inherits its tint hears of a move that changed it, as on iOS: a button
    // added to a superview with another tint redraws in it.
    func notifyTintColorDidChange(ifInheritedTintChangedFrom oldTint: UIColor?) {
        guard storedTintColor == nil, tintColor != oldTint else { return }
        notifyTintColorDidChange()
    }

    // Down to the views that inherit the tint; a view with its own tint stops the walk.
    private func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil { subview.notifyTintColorDidChange() }
    }

    // The layer promises opaque pixels only when the view does and its background is an
    // opaque colour: a view's undrawn parts show the background.
    func updateLayerOpacityPromise() {
        layer.isOpaque = storedIsOpaque && (storedBackgroundColor?.cgColor.alpha ?? 0) >= 1
    }
}
