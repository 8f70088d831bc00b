import Foundation

/// Turns UIKit text (strings with attribute dictionaries, attributed strings) into
/// `TextLayout`s, and draws them into UIKit's current context. Shared by the
/// NSString/NSAttributedString drawing extensions and UILabel.
enum TextDrawing {
    /// The font used when the attributes have none: the system font at 12 points, like
    /// Helvetica 12 on iOS.
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    /// One styled stretch plus the attributes TextLayout does not carry.
    struct StyledText {
        var runs: [TextLayout.Run]
        var paragraphStyle: NSParagraphStyle
        var backgroundColor: CGColor?
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
                          paragraphStyle: attributes[.paragraphStyle] as? NSParagraphStyle ?? .default,
                          backgroundColor: color(attributes[.backgroundColor]))
    }

    /// The runs of `attributed`; runs without a font or colour get `defaultFont` and
    /// `defaultColor` (UILabel passes its own).
    static func styled(_ attributed: NSAttributedString, defaultFont: UIFont? = nil,
                       defaultColor: CGColor? = nil) -> StyledText {
        var runs: [TextLayout.Run] = []
        var paragraphStyle: NSParagraphStyle?
        var backgroundColor: CGColor?
        let string = attributed.string as NSString
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            runs.append(run(string.substring(with: range), attributes, defaultFont: defaultFont,
                            defaultColor: defaultColor))
            if paragraphStyle == nil { paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle }
            if backgroundColor == nil { backgroundColor = color(attributes[.backgroundColor]) }
        }
        return StyledText(runs: runs, paragraphStyle: paragraphStyle ?? .default, backgroundColor: backgroundColor)
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

    /// Draws `layout` with its top-left corner at `origin` into the current context,
    /// with the background colour behind its lines. Does nothing without a context.
    static func draw(_ layout: TextLayout, of text: StyledText, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let background = text.backgroundColor {
            context.saveGState()
            context.setFillColor(background)
            context.fill(layout.lines.map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) })
            context.restoreGState()
        }
        layout.draw(in: context, at: origin)
    }

    static func run(_ text: String, _ attributes: [NSAttributedString.Key: Any], defaultFont: UIFont? = nil,
                            defaultColor: CGColor? = nil) -> TextLayout.Run {
        let font = attributes[.font] as? UIFont ?? defaultFont ?? Self.defaultFont
        return TextLayout.Run(text: text, font: font.textFont,
                              foregroundColor: color(attributes[.foregroundColor]) ?? defaultColor ?? .black,
                              isUnderlined: isStyled(attributes[.underlineStyle]),
                              isStruckThrough: isStyled(attributes[.strikethroughStyle]),
                              kern: number(attributes[.kern]) ?? 0)
    }

    private static func color(_ value: Any?) -> CGColor? {
        if let color = value as? UIColor { return color.cgColor }
        return value as? CGColor
    }

    private static func isStyled(_ value: Any?) -> Bool {
        if let style = value as? NSUnderlineStyle { return !style.isEmpty }
        return (number(value) ?? 0) != 0
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
        draw(measured, of: text, at: origin)
    }
}
