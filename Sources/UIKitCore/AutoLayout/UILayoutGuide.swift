import Foundation

/// A rectangle that takes part in Auto Layout without a view: spacing between views, or
/// a region of a view (its margins, its safe area, a readable width).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem, LayoutAnchors {
    /// The view the guide belongs to; its frame is in that view's coordinates.
    open internal(set) weak var owningView: UIView?
    /// A name for logs.
    open var identifier = ""
    let layoutVariables: LayoutVariables
    /// How the system guides of a view follow it (margins, safe area, readable width, a
    /// scroll view's content and frame).
    var systemRole: SystemRole?

    enum SystemRole {
        case margins, safeArea, readableContent, keyboard, scrollContent, scrollFrame
    }

    public override init() {
        layoutVariables = LayoutVariables(name: "guide")
        super.init()
    }

    var layoutView: UIView? { owningView }

    /// The guide's frame in its owning view's coordinates, as the last layout pass solved it.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        owningView.engineRoot.layoutEngine?.solveIfNeeded()
        guard let owner = owningView.layoutVariablesIfAny else { return .zero }
        let frame = layoutVariables.frame
        return frame.offsetBy(dx: -owner.minX.value, dy: -owner.minY.value)
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    open var widthAnchor: NSLayoutDimension { dimension(.width) }
    open var heightAnchor: NSLayoutDimension { dimension(.height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
}
