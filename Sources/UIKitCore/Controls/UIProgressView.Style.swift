extension UIProgressView {
    /// The look of a progress view.
    public enum Style: Int, Sendable {
        /// The standard progress bar: a 4-point capsule on a gray track.
        case `default` = 0
        /// The bar for a toolbar: 2.5 points tall, square ends, no track.
        case bar = 1
    }
}
