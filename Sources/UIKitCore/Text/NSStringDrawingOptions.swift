/// Options for `boundingRect(with:options:attributes:context:)` and the drawing calls
/// that take them.
///
/// Raw values match Apple's iOS SDK.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Truncate the last visible line when the text does not fit; ignored unless
    /// `.usesLineFragmentOrigin` is set, as on iOS.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    /// Lay the text out as a multi-line block starting at the rectangle's origin.
    /// Without it the text is a single line whose origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading to compute line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds rather than typographic bounds; accepted, measured typographically.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}
