import Foundation

/// A button of an alert or action sheet: its title, style and handler, run once the alert
/// has gone.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action's button looks and where it goes.
    public enum Style: Int, Sendable {
        /// The tint colour.
        case `default`
        /// Semibold (unless another action is preferred), last in a stacked alert, left of
        /// two, in its own card under an action sheet; run by a tap outside an action sheet.
        case cancel
        /// Red: the action deletes or changes something for good.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped; a change shows at once.
    open var isEnabled = true { didSet { if isEnabled != oldValue { onChange?() } } }
    let handler: (@MainActor (UIAlertAction) -> Void)?
    var onChange: (() -> Void)?

    /// An action with `title` in `style` whose `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
