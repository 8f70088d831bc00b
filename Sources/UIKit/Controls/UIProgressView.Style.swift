extension UIProgressView {
    /// The look of a progress view.
    public enum Style: Int, Sendable {
        /// A rounded bar on a gray track.
        case `default`
        /// A square bar with no track, for toolbars.
        case bar
    }
}
