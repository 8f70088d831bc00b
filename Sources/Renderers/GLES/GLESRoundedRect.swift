import CGLES
import QuartzCore

/// A rounded rectangle as the fragment shader takes it (`u_rect`, `u_radii`): its rect
/// and its radii in the order top-left, top-right, bottom-right, bottom-left.
struct GLESRoundedRect {
    var rect: CGRect
    var radii: (GLfloat, GLfloat, GLfloat, GLfloat)

    /// `rect` with the corners of `style` rounded by `radius`, clamped to half its sides
    /// as Core Animation clamps it.
    init(_ rect: CGRect, radius: CGFloat, style: CornerStyle) {
        self.rect = rect
        let r = GLfloat(max(min(radius, rect.width / 2, rect.height / 2), 0))
        // CACornerMask: minX-minY 1, maxX-minY 2, minX-maxY 4, maxX-maxY 8 (minY is the top).
        func rounded(_ bit: UInt8) -> GLfloat { style.corners & bit != 0 ? r : 0 }
        radii = (rounded(1), rounded(2), rounded(8), rounded(4))
    }

    /// Whether the shader can take the shape: finite numbers.
    static func isFinite(_ rect: CGRect, radius: CGFloat) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite && radius.isFinite
    }

    /// Whether `style` rounds corners by `radius` with the continuous curve, which the
    /// shader takes from a corner mask (`GLESCornerMasks`) and cannot blur (shadows).
    static func hasContinuousCorners(radius: CGFloat, style: CornerStyle) -> Bool {
        style.continuous && radius > 0 && style.corners != 0
    }
}
