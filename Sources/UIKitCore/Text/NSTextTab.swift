import Foundation

/// A tab stop of a paragraph style: its alignment and location; kept, not drawn.
open class NSTextTab: NSObject, @unchecked Sendable {
    /// Options of a tab stop (`columnTerminators`); kept.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// The alignment of the text at the stop.
    public let alignment: NSTextAlignment
    /// The stop's distance from the leading edge, in points.
    public let location: CGFloat
    /// The options given.
    public let options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a column for a tab at `aLocale`: the tab character.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: "\t")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return alignment == other.alignment && location == other.location
    }

    open override var hash: Int { location.hashValue ^ alignment.hashValue }
}
