import Foundation
import Logging

extension UIImage {
    /// The point size, weight and scale a symbol image is drawn at. Unset values take
    /// the defaults: 17 points (body text), regular, medium.
    public final class SymbolConfiguration: NSObject, Sendable {
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let scale: SymbolScale

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
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
        public static let unspecified = SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// The size and weight of `font`.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// This configuration with the values `configuration` sets on top.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let configuration else { return self }
            return SymbolConfiguration(pointSize: configuration.pointSize ?? pointSize,
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
