import CGLES
import QuartzCore

/// A `ClipShape` the fragment shader computes itself instead of sampling the
/// compositor's coverage mask: the rounded bounds of a `masksToBounds` ancestor, or the
/// alpha of a layer's `mask`, in that layer's coordinates. A clip that moves or turns by a
/// fraction of a pixel every frame (a sheet sliding up, a rounded card animating) then
/// costs no rasterisation on the CPU and no upload.
struct GLESClipShape {
    /// How the shader takes the shape's coverage (`GLESProgram.Variant.clipKinds`).
    enum Coverage {
        /// Circular corners: the rounded rectangle's distance.
        case roundedRect
        /// Continuous corners: the mask of one corner and its reach (layer coordinates).
        case continuousCorners(mask: AlphaMask, reach: CGFloat)
        /// A layer mask's alpha, sampled between its pixels, nothing outside them.
        case maskImage(LayerMaskImage)

        var kind: UInt8 {
            switch self {
            case .roundedRect: 0
            case .continuousCorners: 1
            case .maskImage: 2
            }
        }
    }

    /// Screen pixels to the clipping layer's coordinates, as two rows (`u_clipRows`).
    let screenToLocalRow0: (GLfloat, GLfloat, GLfloat)
    let screenToLocalRow1: (GLfloat, GLfloat, GLfloat)
    /// The rounded bounds; for a mask image, the rect its pixels cover.
    let shape: GLESRoundedRect
    /// Pixels per unit of the layer's coordinates: the screen's (for the edges' coverage),
    /// or for a mask image its own.
    let pixelScale: GLfloat
    let coverage: Coverage

    /// Nil for a clip the shader does not compute: a transform that cannot be inverted,
    /// a corner mask that cannot be made.
    @MainActor
    init?(_ clip: ClipShape, cornerMasks: GLESCornerMasks) {
        guard GLESRoundedRect.isFinite(clip.bounds, radius: clip.cornerRadius) else { return nil }
        let t = clip.toScreen
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, abs(determinant) > 1e-9 else { return nil }
        let inverse = t.inverted()
        screenToLocalRow0 = (GLfloat(inverse.a), GLfloat(inverse.c), GLfloat(inverse.tx))
        screenToLocalRow1 = (GLfloat(inverse.b), GLfloat(inverse.d), GLfloat(inverse.ty))
        let scale = RecordPainter.maskScale(of: t)
        if let image = clip.maskImage {
            shape = GLESRoundedRect(image.rect, radius: 0, style: .circular)
            pixelScale = GLfloat(image.scale)
            coverage = .maskImage(image)
            return
        }
        shape = GLESRoundedRect(clip.bounds, radius: clip.cornerRadius, style: clip.corners)
        pixelScale = GLfloat(scale)
        if GLESRoundedRect.hasContinuousCorners(radius: clip.cornerRadius, style: clip.corners) {
            guard let corner = cornerMasks.mask(for: shape, scale: scale) else { return nil }
            coverage = .continuousCorners(mask: corner.mask, reach: corner.reach)
        } else {
            coverage = .roundedRect
        }
    }
}
