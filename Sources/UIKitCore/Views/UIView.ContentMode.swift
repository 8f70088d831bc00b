extension UIView {
    /// How a view's drawn content (its layer's snapshot) maps onto new bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        /// Redraws the content (`draw(_:)`) whenever the bounds size changes.
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12

        /// The layer gravity that places the snapshot as this mode does.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}
