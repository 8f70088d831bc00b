import Foundation

extension UIButton {
    /// What a button shows and how: contents (title, subtitle, image, activity indicator),
    /// their placement, and a style (`plain()`, `tinted()`, `gray()`, `filled()`...) that
    /// colours them by the button's state.
    public struct Configuration: Hashable, Sendable {
        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// The background's own `cornerRadius`.
            case fixed
            /// A radius that follows `buttonSize`.
            case dynamic
            case small, medium, large
            /// Half the height: a pill.
            case capsule
        }

        /// The size class of the button: fonts and content insets.
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        /// How the title and subtitle are aligned with each other.
        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        /// The system styles; each colours the contents and background for a state.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        let style: Style

        public var background: UIBackgroundConfiguration = .clear()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        /// The colour of the title, subtitle and image; nil uses the style's (usually the tint).
        public var baseForegroundColor: UIColor?
        /// The background colour; nil uses the style's (usually derived from the tint).
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Shows a spinning activity indicator in place of the image.
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var title: String?
        /// The title with its own attributes; wins over `title`.
        public var attributedTitle: AttributedString?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Where the image sits next to the titles. The default is `.leading`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the titles. The default is 0.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle. The default is 0.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether a selected button looks selected. The default is true.
        public var automaticallyUpdateForSelection = true

        private var customContentInsets: NSDirectionalEdgeInsets?

        /// Space around the contents; by default it follows `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }

        /// Goes back to the insets of `buttonSize`.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        init(style: Style) {
            self.style = style
        }

        /// No background; contents in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light background of the tint colour; contents in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; contents in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint colour; white contents.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A gray background.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A light background of the tint colour.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A background of the tint colour; white contents.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The configuration as `button` shows it in its current state: the style's colours
        /// resolved into `baseForegroundColor`, `baseBackgroundColor` and `background`.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            let look = ButtonConfigurationLook(configuration: self, state: button.state, tintColor: button.tintColor ?? .systemBlue)
            var updated = self
            updated.baseForegroundColor = look.foreground
            updated.baseBackgroundColor = look.background
            updated.background.backgroundColor = look.background
            updated.background.cornerRadius = look.cornerRadius(forHeight: button.bounds.height)
            return updated
        }

        /// Insets per size, as UIKit's (medium: 7 and 12 points).
        static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// Title and subtitle sizes per button size: caption, subheadline, body.
        var titleFontSize: CGFloat {
            switch buttonSize {
            case .mini: 12
            case .small: 15
            case .medium, .large: 17
            }
        }

        var subtitleFontSize: CGFloat {
            switch buttonSize {
            case .mini: 11
            case .small: 12
            case .medium, .large: 15
            }
        }
    }
}
