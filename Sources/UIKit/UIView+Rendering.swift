import Foundation

// Layer creation, the display path and appearance setters.
//
// Swift cannot ask whether a subclass overrides draw(_:), so the display path probes: the
// base draw(_:) sets `reachedBaseDraw`; when a redraw reaches it and leaves the (calloc'd,
// so free until written) store blank, the store is dropped and the class is remembered as
// not drawing, so its views skip the first-show and resize redraws. An explicit
// setNeedsDisplay still probes, and a probe that finds pixels forgets the verdict (a
// subclass that calls super.draw and then draws).
extension UIView {
    private static var nonDrawingClasses = Set<ObjectIdentifier>()

    /// Whether views of this class may draw content (not yet proven otherwise).
    var drawsContent: Bool {
        !Self.nonDrawingClasses.contains(ObjectIdentifier(type(of: self)))
    }

    static func makeLayer() -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            preconditionFailure("UIView.layerClass of \(self) must be CALayer or one of its subclasses")
        }
        return layerType.init()
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
        let classID = ObjectIdentifier(type(of: self))
        guard reachedBaseDraw, let store = layer.backingStore else { return }
        if store.isBlank {
            layer.discardBackingStore()
            Self.nonDrawingClasses.insert(classID)
        } else {
            Self.nonDrawingClasses.remove(classID)
        }
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
        layer.isHidden = hidden
        if hidden, let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) {
            responder.resignFirstResponder()
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

extension PixelBuffer {
    /// Whether every byte of every row is zero (fully transparent). Cost: one read of the
    /// buffer.
    fileprivate var isBlank: Bool {
        let rowBytes = width * format.bytesPerPixel
        for row in 0..<height {
            let bytes = UnsafeRawBufferPointer(start: data.advanced(by: row * bytesPerRow), count: rowBytes)
            // Word by word: rows start 64-byte aligned.
            let words = bytes.bindMemory(to: UInt64.self)
            if words.contains(where: { $0 != 0 }) { return false }
            if bytes[(words.count * 8)...].contains(where: { $0 != 0 }) { return false }
        }
        return true
    }
}
