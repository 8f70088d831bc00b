/// How the user interacted with a link or attachment in a text view (Apple's raw values).
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: open the link.
    case invokeDefaultAction = 0
    /// A long press: show the item's actions.
    case presentActions = 1
    /// A press that previews the item.
    case preview = 2
}
