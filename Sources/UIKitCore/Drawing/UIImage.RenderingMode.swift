extension UIImage {
    /// How a view draws an image: as it is, or as a mask in the view's tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The view decides: templates for symbol images and system buttons.
        case automatic
        /// The image's own pixels.
        case alwaysOriginal
        /// The image's shape, filled with the tint colour.
        case alwaysTemplate
    }
}
