import CGLES
import QuartzCore

/// A `ClipShape` the fragment shader computes itself instead of sampling the
/// compositor's coverage mask: the rounded bounds of a `masksToBounds` ancestor, in that
/// ancestor's coordinates (continuous corners from a corner mask). A clip that moves or
/// turns by a fraction of a pixel every frame (a sheet sliding up, a rounded card
/// animating) then costs no rasterisation on the CPU and no upload.
struct GLESClipShape {
    /// Screen pixels to the clipping layer's coordinates, as two rows (`u_clipRows`).
    let screenToLocalRow0: (GLfloat, GLfloat, GLfloat)
    let screenToLocalRow1: (GLfloat, GLfloat, GLfloat)
    let shape: GLESRoundedRect
    /// Screen pixels per unit of the layer's coordinates, for the edge's coverage.
    let pixelScale: GLfloat
    /// The mask of one continuous corner and its reach (layer coordinates); nil for circular corners.
    let corner: (mask: AlphaMask, reach: CGFloat)?

    /// Nil for a clip the shader does not compute: a layer mask, a transform that cannot
    /// be inverted, a corner mask that cannot be made.
    @MainActor
    init?(_ clip: ClipShape, cornerMasks: GLESCornerMasks) {
        guard clip.maskImage == nil, GLESRoundedRect.isFinite(clip.bounds, radius: clip.cornerRadius) else { return nil }
        let t = clip.toScreen
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, abs(determinant) > 1e-9 else { return nil }
        let inverse = t.inverted()
        screenToLocalRow0 = (GLfloat(inverse.a), GLfloat(inverse.c), GLfloat(inverse.tx))
        screenToLocalRow1 = (GLfloat(inverse.b), GLfloat(inverse.d), GLfloat(inverse.ty))
        shape = GLESRoundedRect(clip.bounds, radius: clip.cornerRadius, style: clip.corners)
        let scale = RecordPainter.maskScale(of: t)
        pixelScale = GLfloat(scale)
        if GLESRoundedRect.hasContinuousCorners(radius: clip.cornerRadius, style: clip.corners) {
            guard let corner = cornerMasks.mask(for: shape, scale: scale) else { return nil }
            self.corner = corner
        } else {
            corner = nil
        }
    }
}
