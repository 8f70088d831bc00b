extension UIFontDescriptor {
    /// The keys of one entry of the `.featureSettings` attribute, with Apple's raw values.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The feature type (`Int`), such as 6, `kNumberSpacingType`.
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The selector within the type (`Int`), such as 0, `kMonospacedNumbersSelector`.
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The older name of `type`.
        @available(*, deprecated, renamed: "type")
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The older name of `selector`.
        @available(*, deprecated, renamed: "selector")
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }
}
