import Foundation

/// Where a targeted preview sits: a point of a container view, with a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    /// The transform applied to the preview there.
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
