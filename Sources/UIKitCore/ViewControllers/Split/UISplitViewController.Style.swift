extension UISplitViewController {
    /// Two or three columns set with `setViewController(_:for:)`, or the classic
    /// `viewControllers` pair (`unspecified`).
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }
}
