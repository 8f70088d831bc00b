extension UIFontDescriptor {
    /// The keys of the `.traits` attribute's dictionary, with Apple's raw values.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The symbolic traits (`NSNumber` holding a `SymbolicTraits` raw value).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (`NSNumber` or `CGFloat`, a `UIFont.Weight` raw value, -1...1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (-1 condensed...1 expanded); accepted, faces are drawn at their own width.
        public static let width = TraitKey(rawValue: "NSCTFontWidthTrait")
        /// The slant (-1...1); a positive slant asks for the italic face.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }
}
