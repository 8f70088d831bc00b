import Foundation

extension AttributeScopes {
    /// UIKit's attributes of an `AttributedString`: `string.font = .boldSystemFont(ofSize: 20)`,
    /// `container.foregroundColor = .systemRed`, as on iOS.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let strokeColor: StrokeColorAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let shadow: ShadowAttribute
        public let attachment: AttachmentAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }
        public enum StrokeWidthAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }
        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }
        public enum AttachmentAttribute: AttributedStringKey {
            public typealias Value = NSTextAttachment
            public static let name = NSAttributedString.Key.attachment.rawValue
        }
    }

    /// UIKit's attribute scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The string with its UIKit attributes (font, colours, spacing, decorations, outline,
    /// shadow, paragraph style, attachment) and its links, as
    /// `NSAttributedString(_:including: \.uiKit)` does on iOS.
    convenience init(uiKitAttributesOf string: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in string.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.font { attributes[.font] = font }
            if let color = run.foregroundColor { attributes[.foregroundColor] = color }
            if let color = run.backgroundColor { attributes[.backgroundColor] = color }
            if let kern = run.kern { attributes[.kern] = kern }
            if let tracking = run.tracking { attributes[.tracking] = tracking }
            if let style = run.paragraphStyle { attributes[.paragraphStyle] = style }
            if let style = run.underlineStyle { attributes[.underlineStyle] = style.rawValue }
            if let color = run.underlineColor { attributes[.underlineColor] = color }
            if let style = run.strikethroughStyle { attributes[.strikethroughStyle] = style.rawValue }
            if let color = run.strikethroughColor { attributes[.strikethroughColor] = color }
            if let offset = run.baselineOffset { attributes[.baselineOffset] = offset }
            if let color = run.strokeColor { attributes[.strokeColor] = color }
            if let width = run.strokeWidth { attributes[.strokeWidth] = width }
            if let shadow = run.shadow { attributes[.shadow] = shadow }
            if let attachment = run.attachment { attributes[.attachment] = attachment }
            if let link = run.link { attributes[.link] = link }
            result.append(NSAttributedString(string: String(string[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
