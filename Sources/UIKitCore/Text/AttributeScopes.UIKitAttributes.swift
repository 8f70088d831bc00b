import Foundation

extension AttributeScopes {
    /// UIKit's attributes of an `AttributedString`: `string.font = .boldSystemFont(ofSize: 20)`,
    /// `container.foregroundColor = .systemRed`, as on iOS.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
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
    /// The string with its UIKit attributes (font, colours, kern), as
    /// `NSAttributedString(_:including: \.uiKit)` does on iOS.
    convenience init(uiKitAttributesOf string: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in string.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.font { attributes[.font] = font }
            if let color = run.foregroundColor { attributes[.foregroundColor] = color }
            if let color = run.backgroundColor { attributes[.backgroundColor] = color }
            if let kern = run.kern { attributes[.kern] = kern }
            result.append(NSAttributedString(string: String(string[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
