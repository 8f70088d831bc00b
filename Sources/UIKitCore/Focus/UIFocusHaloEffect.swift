import Foundation

/// A focus effect that draws a halo around (or inside) a shape (iOS 15): a rectangle, a
/// rounded rectangle or a path, in the focused item's coordinates.
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the halo lies against its shape.
    public enum Position: Int, Sendable {
        /// Outside, unless the item's container would clip it.
        case automatic
        case outside
        case inside
    }

    /// The shape the halo follows; nil follows the item's bounds and corner radius.
    enum Shape {
        case rect(CGRect, cornerRadius: CGFloat)
        case path(UIBezierPath)
    }

    let shape: Shape?

    /// The view the halo is placed in; nil picks the focused item's superview.
    open weak var containerView: UIView?
    /// The view the halo is placed above; nil places it above the focused item.
    open weak var referenceView: UIView?
    /// Where the halo lies against its shape. The default is `.automatic`.
    open var position: Position = .automatic

    /// A halo that follows the focused item's bounds and corner radius.
    public required init() {
        shape = nil
        super.init()
    }

    private init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// A rectangular halo around `rect`.
    public convenience init(rect: CGRect) {
        self.init(shape: .rect(rect, cornerRadius: 0))
    }

    /// A halo around `rect` with rounded corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve = .circular) {
        self.init(shape: .rect(rect, cornerRadius: cornerRadius))
    }

    /// A halo along `bezierPath`.
    public convenience init(path bezierPath: UIBezierPath) {
        self.init(shape: .path(bezierPath))
    }
}
