import Foundation

extension UIFont {
    /// The weight of a font, from `.ultraLight` (-0.8) to `.black` (0.62); the values
    /// are Apple's. Each of the nine is one of the system font's nine faces, as SF Pro's
    /// nine weights are: ultraLight Inter Thin, thin Extra Light, light Light, regular
    /// Regular, medium Medium, semibold Semi Bold, bold Bold, heavy Extra Bold, black Black.
    /// Values between two are matched to the nearest face fontconfig has.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
}

extension UIFont.Weight {
    // Apple's weights at the CSS/OpenType weights they correspond to; values between
    // two are interpolated.
    private static let cssScale: [(CGFloat, CGFloat)] = [
        (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
    ]

    /// The CSS/OpenType weight (100...900) fontconfig matches.
    package var cssWeight: Int {
        let value = rawValue.isFinite ? rawValue : 0
        let scale = Self.cssScale
        guard let upper = scale.firstIndex(where: { $0.0 >= value }) else { return 900 }
        guard upper > 0 else { return 100 }
        let (x0, y0) = scale[upper - 1], (x1, y1) = scale[upper]
        return Int((y0 + (value - x0) / (x1 - x0) * (y1 - y0)).rounded())
    }
}

extension UIFont.Weight {
    /// The weight at CSS/OpenType weight `cssWeight` (400 `.regular`, 700 `.bold`; values
    /// between two of Apple's are interpolated), for a font's descriptor traits.
    package init(cssWeight: Int) {
        let scale = Self.cssScale
        let value = CGFloat(min(max(cssWeight, 100), 900))
        guard let upper = scale.firstIndex(where: { $0.1 >= value }), upper > 0 else {
            self.init(rawValue: scale[0].0)
            return
        }
        let (x0, y0) = scale[upper - 1], (x1, y1) = scale[upper]
        self.init(rawValue: x0 + (value - y0) / (y1 - y0) * (x1 - x0))
    }
}
