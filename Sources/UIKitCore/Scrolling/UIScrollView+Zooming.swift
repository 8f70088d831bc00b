import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by `zoomScale` (between
/// `minimumZoomScale` and `maximumZoomScale`), the content size follows it, and a pinch
/// zooms about the fingers (past the limits with a rubber band when `bouncesZoom`, then
/// back).
extension UIScrollView {
    /// The view that zooms, from the delegate.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Scales the zooming view about the middle of what shows.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            scrollLogger.warning("UIScrollView.zoomScale: ignored \(scale)")
            return
        }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let middle = CGPoint(x: visible.midX / storedZoomScale, y: visible.midY / storedZoomScale)
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let apply = {
            self.applyZoom(target)
            self.setContentOffset(self.clampedOffset(CGPoint(x: middle.x * target - self.bounds.width / 2,
                                                             y: middle.y * target - self.bounds.height / 2)), animated: false)
        }
        if animated, window != nil {
            UIView.animate(withDuration: UIScrollView.animationDuration, animations: apply) { _ in
                self.delegate?.scrollViewDidEndZooming(self, with: self.zoomingView, atScale: self.storedZoomScale)
            }
        } else {
            apply()
        }
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the scroll view.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            scrollLogger.warning("UIScrollView.zoom(to:): ignored \(rect)")
            return
        }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let apply = {
            self.applyZoom(scale)
            self.setContentOffset(self.clampedOffset(CGPoint(x: rect.midX * scale - self.bounds.width / 2,
                                                             y: rect.midY * scale - self.bounds.height / 2)), animated: false)
        }
        if animated, window != nil { UIView.animate(withDuration: UIScrollView.animationDuration, animations: apply) } else { apply() }
    }

    /// Scales the zooming view and sets the content size to it.
    func applyZoom(_ scale: CGFloat) {
        guard let view = zoomingView else { return }
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        // Placed by its center: a transformed view's frame must not be set.
        view.center = CGPoint(x: view.bounds.width * scale / 2, y: view.bounds.height * scale / 2)
        contentSize = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        delegate?.scrollViewDidZoom(self)
    }

    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    func handlePinch() {
        let pinch = pinchGestureRecognizer
        guard let view = zoomingView, maximumZoomScale > minimumZoomScale else { return }
        switch pinch.state {
        case .began:
            stopScrolling()
            zoomStart = (storedZoomScale, pinch.location(in: view))
            isZoomingNow = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = zoomStart else { return }
            var scale = start.scale * pinch.scale
            // Past the limits the zoom follows the fingers less and less, as the rubber band does.
            if scale > maximumZoomScale {
                scale = bouncesZoom ? maximumZoomScale * (1 + ScrollPhysics.rubberBand(scale / maximumZoomScale - 1, dimension: 0.5)) : maximumZoomScale
            } else if scale < minimumZoomScale {
                scale = bouncesZoom ? minimumZoomScale / (1 + ScrollPhysics.rubberBand(minimumZoomScale / scale - 1, dimension: 0.5)) : minimumZoomScale
            }
            let finger = CGPoint(x: pinch.location(in: self).x - contentOffset.x, y: pinch.location(in: self).y - contentOffset.y)
            applyZoom(scale)
            var moved = bounds
            moved.origin = CGPoint(x: start.anchor.x * scale - finger.x, y: start.anchor.y * scale - finger.y)
            bounds = moved
            delegate?.scrollViewDidScroll(self)
        case .ended, .cancelled, .failed:
            guard zoomStart != nil else { return }
            zoomStart = nil
            isZoomingNow = false
            let settled = min(max(storedZoomScale, minimumZoomScale), maximumZoomScale)
            if settled != storedZoomScale {
                setZoomScale(settled, animated: true)
            } else {
                setContentOffset(clampedOffset(contentOffset), animated: true)
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: settled)
            }
        default:
            break
        }
    }
}
