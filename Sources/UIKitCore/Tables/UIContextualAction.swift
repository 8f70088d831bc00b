import Foundation

/// An action revealed by swiping a row: a coloured button with a title or image. Its
/// handler gets a completion to call with whether the action was done.
@preconcurrency @MainActor
open class UIContextualAction {
    public enum Style: Int, Sendable {
        /// Grey by default.
        case normal
        /// Red by default; a full swipe performs it.
        case destructive
    }

    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    /// The button's colour (nil: grey or red by the style).
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
