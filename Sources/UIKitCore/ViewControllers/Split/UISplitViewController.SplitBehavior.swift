extension UISplitViewController {
    /// How the leading columns share the width with the secondary one: side by side
    /// (`tile`), over it (`overlay`) or pushing it aside (`displace`).
    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }
}
