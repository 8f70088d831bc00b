import Foundation

/// The focused view's halo (`UIFocusHaloEffect`, or the system's default effect): a ring
/// in the view's tint colour, 3 points wide, just outside its shape (inside when asked).
/// It lives in the view's layer, or in its superview's when the view clips, and follows
/// the view's bounds when they change.
@MainActor
final class FocusHalo {
    static let width: CGFloat = 3

    /// The halo on screen, to follow its view's layout.
    private static weak var current: FocusHalo?

    private weak var view: UIView?
    private var layer: CALayer?
    /// The view's bounds the halo was made for.
    private var bounds = CGRect.null

    /// Shows the halo of `view`'s focus effect, or none when it has no effect.
    func show(for view: UIView?) {
        layer?.removeFromSuperlayer()
        layer = nil
        self.view = view
        guard let view, let effect = view.focusEffect else { return }
        bounds = view.bounds
        let halo = effect as? UIFocusHaloEffect
        let container = halo?.containerView ?? (view.clipsToBounds ? view.superview ?? view : view)
        let inside = halo?.position == .inside
        let inset = inside ? 0 : -Self.width
        let made: CALayer
        switch halo?.shape {
        case .path(let path)?:
            let shape = CAShapeLayer()
            shape.path = path.cgPath
            shape.fillColor = nil
            shape.lineWidth = Self.width * 2
            made = shape
        case .rect(let rect, let cornerRadius)?:
            made = Self.ring(around: rect.insetBy(dx: inset, dy: inset), cornerRadius: cornerRadius - inset)
        case nil:
            let radius = view.layer.cornerRadius
            made = Self.ring(around: view.bounds.insetBy(dx: inset, dy: inset), cornerRadius: radius > 0 ? radius - inset : 0)
        }
        let color = view.tintColor.resolvedColor(with: view.traitCollection).cgColor
        if let shape = made as? CAShapeLayer { shape.strokeColor = color } else { made.borderColor = color }
        if container !== view {
            made.frame = view.convert(made.frame, to: container)
            container.layer.insertSublayer(made, above: (halo?.referenceView ?? view).layer)
        } else {
            view.layer.addSublayer(made)
        }
        layer = made
        Self.current = self
    }

    /// Makes the halo again when its view was laid out at another size.
    static func viewDidLayout(_ view: UIView) {
        guard let halo = current, halo.view === view, view.bounds != halo.bounds else { return }
        halo.show(for: view)
    }

    private static func ring(around rect: CGRect, cornerRadius: CGFloat) -> CALayer {
        let ring = CALayer()
        ring.frame = rect
        ring.borderWidth = width
        ring.cornerRadius = max(0, cornerRadius)
        return ring
    }
}
