extension UISplitViewController {
    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        case leading, trailing
    }
}
