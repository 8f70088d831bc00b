extension UISplitViewController {
    /// The columns of a column-style split view (iOS 14): the primary (a sidebar or list),
    /// an optional supplementary one, the secondary (the detail), and what shows instead of
    /// them all in compact width.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }
}
