import Foundation

/// Turns UIKit text (strings with attribute dictionaries, attributed strings) into
/// `TextLayout`s, and draws them into UIKit's current context. Shared by the
/// NSString/NSAttributedString drawing extensions and UILabel.
enum TextDrawing {
    /// The font used when the attributes have none: the system font at 12 points, like
    /// Helvetica 12 on iOS.
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    /// Runs of text and the paragraph style they are set in.
    struct StyledText {
        var runs: [TextLayout.Run]
        var paragraphStyle: NSParagraphStyle
    }

    /// Layout limits: `width`/`height` nil (or too large for `TextLayout`, such as
    /// `.greatestFiniteMagnitude`) for unlimited, `lines` 0 for unlimited.
    struct Limits {
        var width: CGFloat?
        var height: CGFloat?
        var lines = 0
        var lineBreakMode: NSLineBreakMode? = nil
        var alignment: NSTextAlignment? = nil
    }

    static func styled(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> StyledText {
        let attributes = attributes ?? [:]
        return StyledText(runs: [run(string, attributes)],
                          paragraphStyle: attributes[.paragraphStyle] as? NSParagraphStyle ?? .default)
    }

    /// The runs of `attributed`; runs without a font or colour get `defaultFont` and
    /// `defaultColor` (UILabel passes its own). Runs with a `.link` take `linkAttributes`
    /// over their own.
    static func styled(_ attributed: NSAttributedString, defaultFont: UIFont? = nil,
                       defaultColor: CGColor? = nil, linkAttributes: [NSAttributedString.Key: Any]? = nil) -> StyledText {
        var runs: [TextLayout.Run] = []
        var paragraphStyle: NSParagraphStyle?
        let string = attributed.string as NSString
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            runs.append(run(string.substring(with: range), linked(attributes, linkAttributes), defaultFont: defaultFont,
                            defaultColor: defaultColor))
            if paragraphStyle == nil { paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle }
        }
        return StyledText(runs: runs, paragraphStyle: paragraphStyle ?? .default)
    }

    static func layout(_ text: StyledText, limits: Limits) -> TextLayout {
        let style = text.paragraphStyle
        let mode = limits.lineBreakMode ?? style.lineBreakMode
        // Only a limited block has a last visible line to put an ellipsis on.
        let isLimited = limits.lines > 0 || limits.height != nil
        let truncation: TextLayout.Truncation = switch mode {
        case .byTruncatingHead where isLimited: .start
        case .byTruncatingMiddle where isLimited: .middle
        case .byTruncatingTail where isLimited: .end
        default: .none
        }
        let alignment: TextLayout.Alignment = switch limits.alignment ?? style.alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
        return TextLayout(runs: text.runs, width: limits.width, height: limits.height, alignment: alignment,
                          wrapping: mode == .byCharWrapping ? .character : .word, truncation: truncation,
                          maximumNumberOfLines: limits.lines, paragraph: style.textLayoutParagraph)
    }

    /// Draws `layout` with its top-left corner at `origin` into the current context.
    /// Does nothing without a context.
    static func draw(_ layout: TextLayout, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        layout.draw(in: context, at: origin)
    }

    /// `attributes` with `linkAttributes` over them when they hold a link.
    static func linked(_ attributes: [NSAttributedString.Key: Any],
                       _ linkAttributes: [NSAttributedString.Key: Any]?) -> [NSAttributedString.Key: Any] {
        guard let linkAttributes, attributes[.link] != nil else { return attributes }
        return attributes.merging(linkAttributes) { $1 }
    }

    static func run(_ text: String, _ attributes: [NSAttributedString.Key: Any], defaultFont: UIFont? = nil,
                            defaultColor: CGColor? = nil) -> TextLayout.Run {
        let font = attributes[.font] as? UIFont ?? defaultFont ?? Self.defaultFont
        let foreground = color(attributes[.foregroundColor]) ?? defaultColor ?? .black
        // Tracking, where set, replaces kern and turns ligatures off unless they are asked for
        // (Apple's documentation of `tracking`).
        let tracking = number(attributes[.tracking]) ?? 0
        var stroke: TextLayout.Stroke?
        if let width = number(attributes[.strokeWidth]), width != 0, width.isFinite {
            // In percent of the font's size; positive outlines only, negative fills too.
            stroke = TextLayout.Stroke(width: abs(width) / 100 * font.pointSize,
                                       color: color(attributes[.strokeColor]) ?? foreground, fills: width < 0)
        }
        return TextLayout.Run(text: text, font: font.textFont, foregroundColor: foreground,
                              underline: decoration(attributes[.underlineStyle], color: attributes[.underlineColor]),
                              strikethrough: decoration(attributes[.strikethroughStyle], color: attributes[.strikethroughColor]),
                              backgroundColor: color(attributes[.backgroundColor]),
                              baselineOffset: number(attributes[.baselineOffset]) ?? 0,
                              kern: tracking != 0 ? tracking : number(attributes[.kern]) ?? 0,
                              usesLigatures: number(attributes[.ligature]).map { $0 != 0 } ?? (tracking == 0),
                              stroke: stroke, shadow: (attributes[.shadow] as? NSShadow)?.textShadow,
                              attachment: (attributes[.attachment] as? NSTextAttachment)?.textAttachment(foreground: foreground))
    }

    /// An underline or strikethrough from an `NSUnderlineStyle` (or its raw value) and
    /// its colour attribute; nil for none. Patterns and `byWord` are drawn solid and whole.
    private static func decoration(_ value: Any?, color value2: Any?) -> TextLayout.Decoration? {
        let raw = (value as? NSUnderlineStyle)?.rawValue ?? number(value).map { Int($0) } ?? 0
        guard raw & 0xFF != 0 else { return nil }
        let style: TextLayout.Decoration.Style = raw & 0xF == NSUnderlineStyle.double.rawValue ? .double
            : raw & NSUnderlineStyle.thick.rawValue != 0 ? .thick : .single
        return TextLayout.Decoration(style, color: color(value2))
    }

    private static func color(_ value: Any?) -> CGColor? {
        if let color = value as? UIColor { return color.cgColor }
        return value as? CGColor
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

extension TextDrawing {
    /// The layout `boundingRect(with:...)` and `draw(with:...)` use for `options`.
    private static func layout(_ text: StyledText, size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        guard options.contains(.usesLineFragmentOrigin) else {
            return layout(text, limits: .init())
        }
        let truncates = options.contains(.truncatesLastVisibleLine)
        return layout(text, limits: .init(width: size.width, height: truncates ? size.height : nil,
                                          lineBreakMode: truncates ? .byTruncatingTail : nil))
    }

    static func boundingRect(of text: StyledText, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let measured = layout(text, size: size, options: options)
        let origin = options.contains(.usesLineFragmentOrigin) ? CGPoint.zero : CGPoint(x: 0, y: -measured.firstBaseline)
        let rect = CGRect(origin: origin, size: measured.size)
        context?.totalBounds = rect
        return rect
    }

    static func draw(_ text: StyledText, in rect: CGRect, options: NSStringDrawingOptions,
                     context: NSStringDrawingContext?) {
        let measured = layout(text, size: rect.size, options: options)
        var origin = rect.origin
        if !options.contains(.usesLineFragmentOrigin) { origin.y -= measured.firstBaseline }
        context?.totalBounds = CGRect(origin: origin, size: measured.size)
        draw(measured, at: origin)
    }
}
