import Foundation

/// A focus change: the items before and after and the way it went. Environments receive it
/// in `shouldUpdateFocus(in:)` and `didUpdateFocus(in:with:)`.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The way focus moved; empty for a move the app asked for.
    public let focusHeading: UIFocusHeading

    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    init(previouslyFocusedItem: (any UIFocusItem)?, nextFocusedItem: (any UIFocusItem)?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedItem = previouslyFocusedItem
        self.nextFocusedItem = nextFocusedItem
        self.focusHeading = focusHeading
        super.init()
    }
}
