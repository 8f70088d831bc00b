import Foundation

// Geometry setters and coordinate conversion. Values live in the layer; the setters
// reject non-finite input (keeping the old value) and run the size-change consequences.
extension UIView {
    func setFrame(_ newValue: CGRect) {
        guard newValue.hasFiniteComponents else {
            viewLogger.warning("UIView.frame: ignored non-finite \(newValue), keeping \(frame)")
            return
        }
        let oldSize = layer.bounds.size
        layer.frame = newValue
        boundsSizeDidChange(from: oldSize)
        layoutFrameDidChange()
    }

    func setBounds(_ newValue: CGRect) {
        guard newValue.hasFiniteComponents else {
            viewLogger.warning("UIView.bounds: ignored non-finite \(newValue), keeping \(bounds)")
            return
        }
        let oldSize = layer.bounds.size
        layer.bounds = newValue
        boundsSizeDidChange(from: oldSize)
    }

    func setCenter(_ newValue: CGPoint) {
        guard newValue.x.isFinite, newValue.y.isFinite else {
            viewLogger.warning("UIView.center: ignored non-finite \(newValue), keeping \(center)")
            return
        }
        layer.position = newValue
        layoutFrameDidChange()
    }

    func setTransform(_ newValue: CGAffineTransform) {
        let values = [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty]
        guard values.allSatisfy(\.isFinite) else {
            viewLogger.warning("UIView.transform: ignored non-finite \(newValue)")
            return
        }
        guard newValue != layer.affineTransform() else { return }
        layer.setAffineTransform(newValue)
        setNeedsLayout()
    }

    func setContentScaleFactor(_ newValue: CGFloat) {
        guard newValue.isFinite, newValue > 0 else {
            viewLogger.warning("UIView.contentScaleFactor: ignored \(newValue), keeping \(contentScaleFactor)")
            return
        }
        guard newValue != layer.contentsScale else { return }
        layer.contentsScale = newValue
        if drawsContent { layer.setNeedsDisplay() }
    }

    // A size change resizes the subviews at once (before any layoutSubviews), asks this
    // view and its superview for layout, and gets a first drawing for a view that was
    // too small to be drawn so far.
    private func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(superviewSizeChangedFrom: oldSize, to: newSize) }
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
        layoutFrameDidChange()
        if drawsContent, !layer.hasBackingStore, newSize.width > 0, newSize.height > 0 {
            layer.setNeedsDisplay()
        }
    }

    /// The transform from the view's coordinates to its superview's (for a view without
    /// superview, to the coordinates its frame is given in: the screen's for a window).
    var transformToSuperview: CGAffineTransform {
        layer.affineTransformToSuperlayer
    }

    /// The transform from the view's coordinates to `view`'s, or to its window's (its root
    /// view's, outside a window) when `view` is nil. Views in different trees meet in the
    /// coordinates their roots' frames are given in (the screen's, for windows).
    func transform(to view: UIView?) -> CGAffineTransform {
        let (fromSelf, selfRoot) = transformToRoot()
        guard let view else { return fromSelf }
        let (fromView, viewRoot) = view.transformToRoot()
        if selfRoot === viewRoot {
            return fromSelf.concatenating(fromView.inverted())
        }
        return fromSelf.concatenating(selfRoot.transformToSuperview)
            .concatenating(fromView.concatenating(viewRoot.transformToSuperview).inverted())
    }

    private func transformToRoot() -> (CGAffineTransform, root: UIView) {
        var result = CGAffineTransform.identity
        var view = self
        while let parent = view.superview {
            result = result.concatenating(view.transformToSuperview)
            view = parent
        }
        return (result, view)
    }
}

extension CGRect {
    /// Whether origin and size are all finite numbers.
    var hasFiniteComponents: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
