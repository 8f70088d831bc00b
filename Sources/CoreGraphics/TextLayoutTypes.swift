import Foundation

extension TextLayout {
    /// A font request: family, size in points, weight and slant.
    public struct Font: Sendable, Hashable {
        /// The default UI font family, installed with Vitrine.
        public static let defaultFamily = "DejaVu Sans"

        /// Font family name as fontconfig knows it.
        public var family: String
        /// Size in points (one point is one user-space unit).
        public var pointSize: CGFloat
        /// Weight on the CSS/OpenType scale: 400 regular, 700 bold, 100...1000.
        public var weight: Int
        /// Italic (or oblique) style.
        public var isItalic: Bool

        public init(family: String = Font.defaultFamily, pointSize: CGFloat, weight: Int = 400, isItalic: Bool = false) {
            self.family = family
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 12
            self.weight = min(max(weight, 100), 1000)
            self.isItalic = isItalic
        }
    }

    /// A stretch of text with one style.
    public struct Run: Sendable {
        public var text: String
        public var font: Font
        public var foregroundColor: CGColor
        public var isUnderlined: Bool
        public var isStruckThrough: Bool
        /// Extra space after each character, in points.
        public var kern: CGFloat

        public init(text: String, font: Font, foregroundColor: CGColor = .black, isUnderlined: Bool = false,
                    isStruckThrough: Bool = false, kern: CGFloat = 0) {
            self.text = text
            self.font = font
            self.foregroundColor = foregroundColor
            self.isUnderlined = isUnderlined
            self.isStruckThrough = isStruckThrough
            self.kern = kern.isFinite ? kern : 0
        }
    }

    /// Horizontal placement of lines within the width limit.
    public enum Alignment: Sendable {
        case left, center, right, justified
        /// Left for left-to-right paragraphs, right for right-to-left ones.
        case natural
    }

    /// Where lines may break.
    public enum Wrapping: Sendable {
        /// Between words; inside a word only when it alone is wider than the limit.
        case word
        /// Between any two characters.
        case character
    }

    /// Where an ellipsis replaces text that does not fit.
    public enum Truncation: Sendable {
        case none, start, middle, end
    }

    /// Vertical metrics of a font, in points (Apple conventions: descender negative).
    public struct FontMetrics: Sendable, Equatable {
        public var ascender: CGFloat
        public var descender: CGFloat
        public var lineHeight: CGFloat
        public var capHeight: CGFloat
        public var xHeight: CGFloat
    }

    /// One laid-out line: its rectangle and baseline, relative to the layout's top-left.
    public struct Line: Sendable, Equatable {
        public var frame: CGRect
        public var baseline: CGFloat
    }
}
