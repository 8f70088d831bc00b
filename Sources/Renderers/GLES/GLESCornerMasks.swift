import CCairo
import QuartzCore

/// The coverage of one continuous corner (`cornerCurve = .continuous`, `ContinuousCorners`),
/// which the fragment shader has no formula for: the top-left corner of the shape,
/// rasterised by cairo in pixels once per radius, side and scale, as the compositor's
/// masks are, and mirrored by the shader to every rounded corner of the shape.
@MainActor
final class GLESCornerMasks {
    /// A corner in mask pixels: its radius and half the shape's shorter side (which
    /// blends a continuous corner towards a circular one when the sides are short).
    private struct Key: Hashable {
        let radius: CGFloat
        let limit: CGFloat
    }

    /// Pixels of the mask outside the shape's edges, transparent: a fragment just outside
    /// an edge near a corner (a turned shape's) samples them, not the edge's coverage.
    nonisolated static let margin = 2

    private var masks: [Key: (mask: AlphaMask, lastUse: Int)] = [:]
    private var frame = 0

    /// The corner mask of `shape` (its rect and clamped radius in layer coordinates) at
    /// `scale` pixels a point (its pixel (margin, margin) at the corner), and how far the
    /// corner reaches along each edge in layer coordinates; nil when the shape has no
    /// rounded corner or the mask cannot be made.
    func mask(for shape: GLESRoundedRect, scale: CGFloat) -> (mask: AlphaMask, reach: CGFloat)? {
        let rect = shape.rect
        let radius = CGFloat(max(shape.radii.0, shape.radii.1, shape.radii.2, shape.radii.3))
        guard radius > 0, scale > 0 else { return nil }
        let reach = ContinuousCorners.reach(radius: radius, in: rect)
        // Corners that reach their full extent do not depend on the sides.
        let limit = min(min(rect.width, rect.height) / 2, radius * ContinuousCorners.extent) * scale
        let key = Key(radius: radius * scale, limit: limit)
        if let cached = masks[key] {
            masks[key] = (cached.mask, frame)
            return (cached.mask, reach)
        }
        let side = Int32(min((reach * scale).rounded(.up) + 1 + CGFloat(Self.margin), 4096))
        guard side > 0, let mask = AlphaMask(width: side, height: side) else { return nil }
        mask.draw { cr in
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_translate(cr, Double(Self.margin), Double(Self.margin))
            CairoPath.appendRoundedRect(CGRect(x: 0, y: 0, width: 2 * limit, height: 2 * limit), radius: key.radius,
                                        corners: .topLeft, continuous: true, to: cr)
            cairo_fill(cr)
        }
        masks[key] = (mask, frame)
        return (mask, reach)
    }

    /// Forgets masks unused for a second's frames.
    func endFrame() {
        frame += 1
        masks = masks.filter { frame - $0.value.lastUse <= 60 }
    }
}
