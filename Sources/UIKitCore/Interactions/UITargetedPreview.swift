import Foundation

/// A view to show as a context menu's preview (lifted above the dimmed screen), where to
/// put it, and how to draw it.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view shown.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// Where it is placed.
    public let target: UIPreviewTarget

    /// The size the preview takes: the view's bounds (or its visible path's box).
    open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` where it is; the view must be in a window.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        self.init(view: view, parameters: parameters,
                  target: UIPreviewTarget(container: container, center: view.superview == nil
                                          ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview placed at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
