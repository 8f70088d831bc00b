import Foundation

/// An immutable colour: components in a colour space, alpha last.
public final class CGColor: Sendable, Equatable, Hashable {
    /// The colour space the components are expressed in.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha (e.g. r, g, b, a or gray, a).
    public let components: [CGFloat]?

    /// The colour as one premultiplied `0xAARRGGBB` pixel (cairo ARGB32 / pixman a8r8g8b8),
    /// worked out once: the compositor reads it for every coloured layer in every frame.
    package let premultipliedARGB32: UInt32

    package init(colorSpace: CGColorSpace, componentValues components: [CGFloat]) {
        self.colorSpace = colorSpace
        self.components = components
        let (r, g, b, a) = Self.rgba(of: components, in: colorSpace)
        func byte(_ value: CGFloat) -> UInt32 { UInt32((value * 255).rounded()) }
        premultipliedARGB32 = byte(a) << 24 | byte(r * a) << 16 | byte(g * a) << 8 | byte(b * a)
    }

    /// An RGB colour in the device RGB (sRGB) space; components 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: .deviceRGB, componentValues: [red, green, blue, alpha])
    }

    /// An sRGB colour; components 0...1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: .srgb, componentValues: [red, green, blue, alpha])
    }

    /// A gray colour; 0 is black, 1 is white.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: .deviceGray, componentValues: [gray, alpha])
    }

    /// A colour in `space` from its components (alpha last), or nil if the count is wrong.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.init(colorSpace: space, componentValues: Array(UnsafeBufferPointer(start: components, count: count)))
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Number of components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return CGColor(colorSpace: space, componentValues: values)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace?.model == rhs.colorSpace?.model && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// Red, green, blue and alpha, each clamped to 0...1 (NaN becomes 0).
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        Self.rgba(of: components, in: colorSpace)
    }

    private static func rgba(of components: [CGFloat]?, in colorSpace: CGColorSpace?)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = (components ?? [0, 0]).map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        switch colorSpace?.model {
        case .monochrome?:
            guard let gray = values.first else { return (0, 0, 0, 1) }
            return (gray, gray, gray, values.last ?? 1)
        case .cmyk? where values.count >= 5:
            let k = values[3]
            return ((1 - values[0]) * (1 - k), (1 - values[1]) * (1 - k), (1 - values[2]) * (1 - k), values[4])
        default:
            guard values.count >= 4 else { return (0, 0, 0, values.last ?? 1) }
            return (values[0], values[1], values[2], values[3])
        }
    }
}
