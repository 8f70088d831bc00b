import VitrinePlatform

/// What the frame pipeline composites with: the CPU `Compositor` (the reference and the
/// fallback), or a renderer outside QuartzCore, such as the GPU renderer, that the UIKit
/// shell installs through `FrameRenderers`. The contract is `Compositor.composite`'s.
@MainActor
package protocol FrameRenderer: AnyObject {
    @discardableResult
    func composite(root: CALayer, scale: CGFloat, into target: PixelBuffer, bufferAge: Int,
                   rotation: DisplayRotation, targetIsCachedMemory: Bool) -> CompositorResult
    /// Composites into a display's buffer: its `pixels`, or its `gpuBuffer` for a renderer
    /// that draws there (then it sets `gpuBuffer.isDrawn`). The default draws into `pixels`.
    @discardableResult
    func composite(root: CALayer, scale: CGFloat, into buffer: DisplayBuffer, rotation: DisplayRotation) -> CompositorResult
    /// The next `composite` repaints and copies the whole screen.
    func setNeedsFullRepaint()
    /// The display came back (plugged again, its session resumed) with the same mode: a
    /// renderer that could not draw into the display's own buffers tries them again.
    func displayDidReturn()
}

extension FrameRenderer {
    /// The compositor draws into what the display lends: nothing to try again.
    package func displayDidReturn() {}

    @discardableResult
    package func composite(root: CALayer, scale: CGFloat, into buffer: DisplayBuffer, rotation: DisplayRotation) -> CompositorResult {
        composite(root: root, scale: scale, into: buffer.pixels, bufferAge: buffer.age, rotation: rotation,
                  targetIsCachedMemory: buffer.isCachedMemory)
    }
}

extension Compositor: FrameRenderer {}
