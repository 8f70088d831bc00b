/// An object that Core Animation asks to perform a layer's actions: an animation adds
/// itself to the layer; `NSNull` is "no action".
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action identified by `event` on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// The object that draws, lays out and supplies actions for a layer; a UIView is its layer's
/// delegate. Every method has a default implementation.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Updates the layer's contents. The default draws the dirty rect of the layer's backing
    /// store through `draw(_:in:)`, clearing it first.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx` (upper-left origin, layer bounds as user space,
    /// clipped to the dirty rect). The default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers; called from the layer's `layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`, or nil to fall back to the layer's own search.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {
        layer.updateBackingStore(dirtyRect: layer.rectBeingDisplayed, clearsFirst: true)
    }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
