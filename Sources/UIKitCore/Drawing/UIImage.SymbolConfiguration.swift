import Foundation
import Logging

extension UIImage {
    /// The point size, weight and scale a symbol image is drawn at. Unset values take
    /// the defaults: 17 points (body text), regular, medium.
    public final class SymbolConfiguration: NSObject, Sendable {
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let scale: SymbolScale

        init(optionalPointSize pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            // A size that is not a positive number is no size: the default is used.
            if let pointSize, !(pointSize > 0 && pointSize.isFinite) {
                Logger.symbols.error("UIImage.SymbolConfiguration: point size \(pointSize) ignored")
                self.pointSize = nil
            } else {
                self.pointSize = pointSize
            }
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration(optionalPointSize: nil, weight: .unspecified, scale: .unspecified)

        public convenience init(pointSize: CGFloat) {
            self.init(optionalPointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(optionalPointSize: pointSize, weight: weight, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(optionalPointSize: pointSize, weight: weight, scale: scale)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(optionalPointSize: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(scale: SymbolScale) {
            self.init(optionalPointSize: nil, weight: .unspecified, scale: scale)
        }

        /// The size and weight of `font`.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(optionalPointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// The size and weight of the text style at the default (Large) text size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            let (size, weight) = Self.textStyleMetrics[textStyle] ?? (17, .regular)
            self.init(optionalPointSize: size, weight: weight, scale: scale)
        }

        // Apple's Human Interface Guidelines, "Typography", iOS Dynamic Type sizes, Large.
        private static let textStyleMetrics: [UIFont.TextStyle: (CGFloat, SymbolWeight)] = [
            .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular), .title3: (20, .regular),
            .headline: (17, .semibold), .body: (17, .regular), .callout: (16, .regular), .subheadline: (15, .regular),
            .footnote: (13, .regular), .caption1: (12, .regular), .caption2: (11, .regular),
        ]

        /// This configuration with the values `configuration` sets on top.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let configuration else { return self }
            return SymbolConfiguration(optionalPointSize: configuration.pointSize ?? pointSize,
                                       weight: configuration.weight == .unspecified ? weight : configuration.weight,
                                       scale: configuration.scale == .unspecified || configuration.scale == .default
                                           ? scale : configuration.scale)
        }

        /// The side of the square image a symbol is drawn in, in points.
        var imageSide: CGFloat {
            // SF Symbols' glyphs are about 1.2 times the point size tall at the medium scale.
            ceil((pointSize ?? 17) * 1.2 * scale.factor)
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            return hasher.finalize()
        }
    }
}
