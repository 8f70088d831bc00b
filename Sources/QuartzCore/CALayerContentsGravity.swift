/// How a layer's contents are placed in its bounds when their sizes differ.
///
/// The vertical gravities are visual: `.top` puts the image against the top edge as seen on
/// screen (iOS layers are flipped so that this is what `.top` means in UIKit views).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The rect, in layer coordinates, that contents of `contentSize` points occupy in `bounds`.
    /// Unknown gravities behave as `.resize`.
    package func rect(for contentSize: CGSize, in bounds: CGRect) -> CGRect {
        let w = contentSize.width, h = contentSize.height
        func placed(_ fx: CGFloat, _ fy: CGFloat) -> CGRect {
            CGRect(x: bounds.minX + (bounds.width - w) * fx, y: bounds.minY + (bounds.height - h) * fy,
                   width: w, height: h)
        }
        switch self {
        case .center: return placed(0.5, 0.5)
        case .top: return placed(0.5, 0)
        case .bottom: return placed(0.5, 1)
        case .left: return placed(0, 0.5)
        case .right: return placed(1, 0.5)
        case .topLeft: return placed(0, 0)
        case .topRight: return placed(1, 0)
        case .bottomLeft: return placed(0, 1)
        case .bottomRight: return placed(1, 1)
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        default: return bounds
        }
    }
}
