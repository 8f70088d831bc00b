import Foundation
import Logging

// UIKit's graphics context stack. Each thread has its own stack, as on iOS, where
// drawing into image contexts off the main thread is allowed.

/// The graphics context on top of the calling thread's stack: the one `draw(_:)`,
/// `UIBezierPath.fill()`, `UIRectFill` and string drawing use. `nil` when nothing is
/// being drawn.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.top?.context
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
/// Used to point UIKit drawing calls at a `CGContext` of your own.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.push(GraphicsContextStack.Entry(context: context, imageFormat: nil))
}

/// Removes the current context from the stack, restoring the previous one. Does nothing
/// (with a log line) when the stack is empty.
public func UIGraphicsPopContext() {
    GraphicsContextStack.current.pop()
}

/// Starts an image context of `size` points at scale 1, not opaque. Same as `UIGraphicsBeginImageContextWithOptions(size, false, 1.0)`, as on iOS.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1.0)
}

/// Starts an image context of `size` points and makes it current. `scale` 0 means the
/// main screen's scale. Allocates `size * scale` pixels; end it with
/// `UIGraphicsEndImageContext()`. An empty, negative or non-finite size logs and
/// pushes nothing, as iOS does.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolvedScale = scale > 0 && scale.isFinite ? scale : UIGraphicsImageRendererFormat.mainScreenScale
    guard let context = ImageContextFactory.makeContext(size: size, scale: resolvedScale, opaque: opaque) else {
        return
    }
    let format = ImageContextFactory.Format(size: size, scale: resolvedScale, opaque: opaque)
    GraphicsContextStack.current.push(GraphicsContextStack.Entry(context: context, imageFormat: format))
}

/// A snapshot of the current image context as an image at the context's scale, or
/// `nil` when the current context is not an image context. Copies the pixels.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.top, let format = entry.imageFormat,
          let cgImage = entry.context.makeImage() else {
        return nil
    }
    return UIImage(cgImage: cgImage, scale: format.scale, orientation: .up)
}

/// Removes the current image context. Does nothing (with a log line) when the current
/// context is not an image context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.top?.imageFormat != nil else {
        GraphicsContextStack.logger.warning("UIGraphicsEndImageContext() called without a current image context")
        return
    }
    stack.pop()
}

/// Fills `rect` with the current fill colour, replacing what is there
/// (`CGBlendMode.copy`), as on iOS. Does nothing without a current context.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill colour using `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a 1-point frame just inside `rect` with the current fill colour, replacing
/// what is there (`CGBlendMode.copy`). Because it lies inside, it stays visible when
/// drawing is clipped to `rect`.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a 1-point frame just inside `rect` with the current fill colour using
/// `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    let edge = min(1, r.width / 2, r.height / 2)
    let edges = [
        CGRect(x: r.minX, y: r.minY, width: r.width, height: edge),
        CGRect(x: r.minX, y: r.maxY - edge, width: r.width, height: edge),
        CGRect(x: r.minX, y: r.minY + edge, width: edge, height: r.height - 2 * edge),
        CGRect(x: r.maxX - edge, y: r.minY + edge, width: edge, height: r.height - 2 * edge),
    ]
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(edges)
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
