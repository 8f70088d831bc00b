import CoreGraphics

/// A damaged rectangle in framebuffer pixels, laid out as the kernel's `drm_mode_rect`
/// (x2, y2 exclusive) for the FB_DAMAGE_CLIPS blob.
package struct DamageClip: Sendable, Equatable {
    package var x1: Int32
    package var y1: Int32
    package var x2: Int32
    package var y2: Int32

    package init(x1: Int32, y1: Int32, x2: Int32, y2: Int32) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Pixel rectangles grown to whole pixels and cut to the `width` x `height`
    /// framebuffer; empty, outside or non-finite rectangles are left out.
    package static func clips(for damage: [CGRect], width: Int, height: Int) -> [DamageClip] {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        return damage.compactMap { rect in
            guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
            let cut = rect.standardized.intersection(bounds)
            guard !cut.isNull, cut.width > 0, cut.height > 0 else { return nil }
            return DamageClip(x1: Int32(cut.minX.rounded(.down)), y1: Int32(cut.minY.rounded(.down)),
                              x2: Int32(cut.maxX.rounded(.up)), y2: Int32(cut.maxY.rounded(.up)))
        }
    }

    package var rect: CGRect {
        CGRect(x: Int(x1), y: Int(y1), width: Int(x2 - x1), height: Int(y2 - y1))
    }
}
