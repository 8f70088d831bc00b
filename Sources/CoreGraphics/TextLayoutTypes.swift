import Foundation

extension TextLayout {
    /// A font request: family, size in points, weight, slant and digit style.
    public struct Font: Sendable, Hashable {
        /// The system font's family: Inter, iOS's SF Pro stand-in (similar proportions, the
        /// same nine weights, real italics). Like SF Pro it has two optical sizes: text below
        /// `displayPointSize` and `systemDisplayFamily` from it.
        public static let systemFamily = "Inter"
        /// Inter's display optical size (tighter spacing), drawn for the system font from
        /// `displayPointSize`, as iOS switches from SF Pro Text to SF Pro Display.
        public static let systemDisplayFamily = "Inter Display"
        /// The point size from which the system font uses its display face (20, Apple's
        /// "Typography" guidelines: SF Pro Text below 20 points, SF Pro Display from 20).
        public static let displayPointSize: CGFloat = 20
        /// Drawn for characters the system font lacks, and as the system font when Inter is
        /// not installed.
        public static let fallbackFamily = "DejaVu Sans"
        /// The family of system text: `systemFamily`, or `fallbackFamily` (logged once)
        /// when Inter is not installed. Cost: one walk over the installed families, once.
        public static let defaultFamily: String = {
            if TextLayout.installedFamilies().contains(systemFamily) { return systemFamily }
            TextLayout.logger.warning(
                "TextLayout: the system font \(systemFamily) is not installed (Debian: fonts-inter); using \(fallbackFamily)")
            return fallbackFamily
        }()

        /// Font family name as fontconfig knows it.
        public var family: String
        /// Size in points (one point is one user-space unit).
        public var pointSize: CGFloat
        /// Weight on the CSS/OpenType scale: 400 regular, 700 bold, 100...1000.
        public var weight: Int
        /// Italic (or oblique) style.
        public var isItalic: Bool
        /// Digits of equal width (OpenType `tnum`), for `UIFont.monospacedDigitSystemFont`.
        public var hasMonospacedDigits: Bool

        public init(family: String = Font.defaultFamily, pointSize: CGFloat, weight: Int = 400, isItalic: Bool = false,
                    hasMonospacedDigits: Bool = false) {
            self.family = family
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 12
            self.weight = min(max(weight, 100), 1000)
            self.isItalic = isItalic
            self.hasMonospacedDigits = hasMonospacedDigits
        }

        /// Whether this is the system font, whose face and tracking follow its size.
        public var isSystemFont: Bool { family == Font.systemFamily }

        /// The families asked of fontconfig, in order: the system font's optical size, then
        /// `fallbackFamily` for the characters it lacks (fontconfig's own fallback after that).
        var pangoFamilies: String {
            guard isSystemFont else { return family }
            let face = pointSize >= Font.displayPointSize ? "\(Font.systemDisplayFamily),\(Font.systemFamily)" : Font.systemFamily
            return "\(face),\(Font.fallbackFamily)"
        }

        /// Space the font itself adds after each character, in points: for the system font
        /// below `displayPointSize`, SF Pro's size-specific tracking from Apple's "Typography"
        /// guidelines (17 points: -26/1000 em, about -0.43 pt), which iOS applies to system
        /// text. Inter's text face, like SF Pro Text, is drawn loose and set tight with it:
        /// with it "Label" at 17 points is 41.9 points wide, iOS's 41.5 (43.6 without). Inter
        /// Display's own spacing already gives iOS's widths (within 1.5% from 25 to 58 points),
        /// so display sizes get none.
        public var tracking: CGFloat {
            guard isSystemFont, pointSize < Font.displayPointSize else { return 0 }
            let table = Font.textTracking
            let low = min(max(Int(pointSize.rounded(.down)), 6), 19)
            let high = min(low + 1, 19)
            let fraction = min(max(pointSize - CGFloat(low), 0), 1)
            let perMille = table[low - 6] + (table[high - 6] - table[low - 6]) * fraction
            return perMille / 1000 * pointSize
        }

        /// The height of a line of the system font: SF Pro's, 1.1934 em (2444 of 2048
        /// units: ascender 1950, descender 494, no line gap; 20.29 points at 17 points, as
        /// `UIFont.lineHeight` is on iOS). Inter's own is 1.21 em, which made a 15-point
        /// button 31 points tall instead of iOS's 30. Nil for other fonts: their own.
        public var lineHeight: CGFloat? { isSystemFont ? pointSize * 2444 / 2048 : nil }

        /// OpenType features switched on or off, in pango's syntax, or nil for the font's
        /// defaults. The system font turns Inter's contextual alternates off: SF Pro has no
        /// arrows made of "->" nor punctuation raised between capitals.
        var openTypeFeatures: String? {
            var features: [String] = []
            if isSystemFont { features.append("calt=0") }
            if hasMonospacedDigits { features.append("tnum") }
            return features.isEmpty ? nil : features.joined(separator: ",")
        }

        /// SF Pro's tracking in 1/1000 em for 6...19 points (Apple's "Typography" guidelines,
        /// "Tracking values"); smaller sizes use 6's, sizes between two are interpolated.
        private static let textTracking: [CGFloat] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]
    }

    /// A stretch of text with one style.
    public struct Run: Sendable {
        public var text: String
        public var font: Font
        public var foregroundColor: CGColor
        /// A line under the text, nil for none.
        public var underline: Decoration?
        /// A line through the text, nil for none.
        public var strikethrough: Decoration?
        /// Filled behind the run's glyphs, over its line's height; nil for none.
        public var backgroundColor: CGColor?
        /// Points the glyphs are raised above the baseline (negative lowers them).
        public var baselineOffset: CGFloat
        /// Extra space after each character, in points.
        public var kern: CGFloat
        /// Whether the font's ligatures (such as "fi") are used.
        public var usesLigatures: Bool
        /// The glyphs' outline drawn, nil for none.
        public var stroke: Stroke?
        /// A shadow under the glyphs and their lines, nil for none.
        public var shadow: Shadow?
        /// An image in place of each character of the text (U+FFFC), nil for none.
        public var attachment: Attachment?

        public init(text: String, font: Font, foregroundColor: CGColor = .black, underline: Decoration? = nil,
                    strikethrough: Decoration? = nil, backgroundColor: CGColor? = nil, baselineOffset: CGFloat = 0,
                    kern: CGFloat = 0, usesLigatures: Bool = true, stroke: Stroke? = nil, shadow: Shadow? = nil,
                    attachment: Attachment? = nil) {
            self.text = text
            self.font = font
            self.foregroundColor = foregroundColor
            self.underline = underline
            self.strikethrough = strikethrough
            self.backgroundColor = backgroundColor
            self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
            self.kern = kern.isFinite ? kern : 0
            self.usesLigatures = usesLigatures
            self.stroke = stroke
            self.shadow = shadow
            self.attachment = attachment
        }

        /// Whether drawing the run takes more than pango's own pass (outlines, shadows).
        var hasEffects: Bool { stroke != nil || shadow != nil }
    }

    /// An underline or strikethrough.
    public struct Decoration: Sendable {
        public enum Style: Sendable { case single, double, thick }
        public var style: Style
        /// Nil for the run's foreground colour.
        public var color: CGColor?

        public init(_ style: Style = .single, color: CGColor? = nil) {
            self.style = style
            self.color = color
        }
    }

    /// The outline of a run's glyphs.
    public struct Stroke: Sendable {
        /// Line width in points.
        public var width: CGFloat
        public var color: CGColor
        /// Whether the glyphs are filled too (else only outlined).
        public var fills: Bool

        public init(width: CGFloat, color: CGColor, fills: Bool) {
            self.width = width.isFinite ? abs(width) : 0
            self.color = color
            self.fills = fills
        }
    }

    /// A shadow of a run's glyphs: `offset` in points (y down), blurred by `blurRadius`
    /// points (a gaussian of sigma = radius / 2, as layer shadows).
    public struct Shadow: Sendable {
        public var offset: CGSize
        public var blurRadius: CGFloat
        public var color: CGColor

        public init(offset: CGSize, blurRadius: CGFloat, color: CGColor) {
            self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0,
                                 height: offset.height.isFinite ? offset.height : 0)
            self.blurRadius = blurRadius.isFinite ? max(blurRadius, 0) : 0
            self.color = color
        }
    }

    /// An inline image (`NSTextAttachment`): each character of its run takes `bounds`'
    /// width as its advance and is drawn as `image` scaled into `bounds`, whose origin is
    /// on the baseline with y up (negative lowers it), as TextKit places attachments.
    public struct Attachment: Sendable {
        public var bounds: CGRect
        /// Nil draws nothing in the space.
        public var image: CGImage?
        /// Fills the image's shape with this colour (a template image), nil for its own colours.
        public var tint: CGColor?
        /// For a vector image (an SF Symbol, an SVG): its pixels drawn anew for a place of
        /// the given size in device pixels, so that it is sharp at any density; nil (or a
        /// nil result) draws `image` scaled.
        public var redrawn: (@Sendable (CGSize) -> CGImage?)?

        public init(bounds: CGRect, image: CGImage?, tint: CGColor? = nil) {
            let finite = bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.width.isFinite && bounds.height.isFinite
            self.bounds = finite ? bounds.standardized : .zero
            self.image = image
            self.tint = tint
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
        /// The full name of the face drawn, such as "Inter Semi Bold Italic".
        public var faceName: String
    }

    /// One laid-out line: its rectangle and baseline, relative to the layout's top-left.
    public struct Line: Sendable, Equatable {
        public var frame: CGRect
        public var baseline: CGFloat
    }
}

extension TextLayout {
    /// How lines and paragraphs are placed, as `NSParagraphStyle` says (values in points,
    /// 0 for none). Line heights and spacing follow TextKit: a line is its natural height,
    /// times `lineHeightMultiple`, at least `minimumLineHeight` and at most
    /// `maximumLineHeight`, with the text on its bottom.
    public struct Paragraph: Sendable, Equatable {
        public var lineSpacing: CGFloat = 0
        public var lineHeightMultiple: CGFloat = 0
        public var minimumLineHeight: CGFloat = 0
        public var maximumLineHeight: CGFloat = 0
        /// Space after each paragraph but the last.
        public var paragraphSpacing: CGFloat = 0
        /// Space before each paragraph but the first.
        public var paragraphSpacingBefore: CGFloat = 0
        public var firstLineHeadIndent: CGFloat = 0
        public var headIndent: CGFloat = 0
        /// Positive: where lines end, from the leading edge; 0 or negative: from the trailing edge.
        public var tailIndent: CGFloat = 0

        public init(lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0, minimumLineHeight: CGFloat = 0,
                    maximumLineHeight: CGFloat = 0, paragraphSpacing: CGFloat = 0, paragraphSpacingBefore: CGFloat = 0,
                    firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0, tailIndent: CGFloat = 0) {
            self.lineSpacing = lineSpacing
            self.lineHeightMultiple = lineHeightMultiple
            self.minimumLineHeight = minimumLineHeight
            self.maximumLineHeight = maximumLineHeight
            self.paragraphSpacing = paragraphSpacing
            self.paragraphSpacingBefore = paragraphSpacingBefore
            self.firstLineHeadIndent = firstLineHeadIndent
            self.headIndent = headIndent
            self.tailIndent = tailIndent
        }

        /// Whether lines are placed by pango alone (only `lineSpacing`, which pango applies).
        var isPangoPlacement: Bool {
            self == Paragraph(lineSpacing: lineSpacing)
        }
    }
}
