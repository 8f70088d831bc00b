extension UIFontDescriptor {
    /// A design of the system font, for `withDesign(_:)`. On Linux each is drawn with an
    /// installed stand-in: `.default` and `.rounded` with the system font (Inter; SF Pro
    /// Rounded has SF Pro's metrics and only rounds its strokes' ends, and no rounded face
    /// with Inter's proportions is packaged, so text keeps iOS's widths), `.serif` (New York)
    /// with DejaVu Serif, `.monospaced` (SF Mono) with DejaVu Sans Mono, as
    /// `UIFont.monospacedSystemFont(ofSize:weight:)`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
