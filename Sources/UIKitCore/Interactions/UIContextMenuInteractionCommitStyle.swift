/// How a context menu's preview goes when it is tapped.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview goes back to its view.
    case dismiss = 0
    /// The preview grows into the view controller the delegate shows.
    case pop = 1
}
