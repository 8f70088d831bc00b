extension UISplitViewController {
    /// The primary column's background: plain, or the grouped sidebar colour.
    public enum BackgroundStyle: Int, Sendable {
        case none, sidebar
    }
}
