import VitrinePlatform

/// What the frame pipeline composites with: the CPU `Compositor` (the reference and the
/// fallback), or a renderer outside QuartzCore, such as the GPU renderer, that the UIKit
/// shell installs through `FrameRenderers`. The contract is `Compositor.composite`'s.
@MainActor
package protocol FrameRenderer: AnyObject {
    @discardableResult
    func composite(root: CALayer, scale: CGFloat, into target: PixelBuffer, bufferAge: Int,
                   rotation: DisplayRotation, targetIsCachedMemory: Bool) -> CompositorResult
    /// The next `composite` repaints and copies the whole screen.
    func setNeedsFullRepaint()
}

extension Compositor: FrameRenderer {}
