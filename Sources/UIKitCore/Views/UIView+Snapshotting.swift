import Foundation

extension UIView {
    /// Draws the view and its subviews, as they look on screen, into `rect` of the current
    /// context (scaled from the bounds to `rect`). Pending layout and drawing are done
    /// first, whatever `afterScreenUpdates` says. Returns false when there is no current
    /// context. Cost: one render of the view's layer tree.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        layer.layoutIfNeeded()
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// A new view showing a snapshot of the view's content as it is now (pending layout
    /// and drawing done first): its frame is the view's bounds size at the origin. Nil
    /// for an empty view.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let image = snapshotImage() else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = contentScaleFactor
        return snapshot
    }

    /// The view and its subviews drawn at the view's scale, or nil for an empty view.
    func snapshotImage() -> CGImage? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = contentScaleFactor
        return UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: true)
        }.cgImage
    }
}
