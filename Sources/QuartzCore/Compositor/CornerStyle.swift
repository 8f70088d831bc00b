/// Which corners `cornerRadius` rounds and with which curve: the compositor's copy of a
/// layer's `maskedCorners` and `cornerCurve`, kept with every rounded shape it draws.
package struct CornerStyle: Hashable {
    /// `CACornerMask` bits, which are `RectCorners`' (minY is the top).
    package var corners: UInt8 = 0xF
    package var continuous = false

    package init(corners: UInt8 = 0xF, continuous: Bool = false) {
        self.corners = corners
        self.continuous = continuous
    }

    package static let circular = CornerStyle()

    package var rectCorners: RectCorners { RectCorners(rawValue: UInt(corners)) }

    /// How far along each edge corners of `radius` reach in `rect` (for interiors known
    /// to be fully inside the shape).
    package func reach(radius: CGFloat, in rect: CGRect) -> CGFloat {
        let r = max(min(radius, rect.width / 2, rect.height / 2), 0)
        guard continuous else { return r }
        return ContinuousCorners.reach(radius: r, in: rect)
    }

    /// The closed path of `rect` with these corners of `radius`.
    package func path(_ rect: CGRect, radius: CGFloat) -> CGPath {
        let r = max(min(radius, rect.width / 2, rect.height / 2), 0)
        guard r > 0, corners != 0, rect.width > 0, rect.height > 0 else { return CGPath(rect: rect, transform: nil) }
        if continuous { return CGPath(elements: ContinuousCorners.roundedRect(rect, radius: r, corners: rectCorners)) }
        return CGPath(elements: PathGeometry.roundedRect(rect, rx: r, ry: r, corners: rectCorners))
    }
}

extension CairoPath {
    /// Appends `rect` rounded by `radius` in `style`.
    package static func appendRoundedRect(_ rect: CGRect, radius: CGFloat, style: CornerStyle, to cr: OpaquePointer) {
        appendRoundedRect(rect, radius: radius, corners: style.rectCorners, continuous: style.continuous, to: cr)
    }
}
