extension UIFontDescriptor {
    /// The keys of a font descriptor's attributes, with Apple's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The family name (`String`), such as "Inter".
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name (`String`), such as "Inter-Bold".
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family (`String`), such as "Bold".
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size (`NSNumber` or `CGFloat`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name to show people (`String`).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// A transform of the glyphs (`CGAffineTransform` in an `NSValue`); accepted, not drawn.
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers (`CharacterSet`); accepted.
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// Fonts for the characters this one lacks (`[UIFontDescriptor]`); accepted.
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// Weight, width, slant and symbolic traits (`[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (`NSNumber`); accepted.
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// Typographic features (`[[UIFontDescriptor.FeatureKey: Any]]`): monospaced digits
        /// (type 6, `kNumberSpacingType`, selector 0, `kMonospacedNumbersSelector`) are drawn.
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The Dynamic Type text style (`String`, a `UIFont.TextStyle` raw value).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }
}
