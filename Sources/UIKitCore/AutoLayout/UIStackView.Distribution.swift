extension UIStackView {
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// The views fill the length; hugging and compression resistance decide who gives.
        case fill
        /// The views share the length equally.
        case fillEqually
        /// The views share the length in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their sizes; the gaps between them are equal.
        case equalSpacing
        /// The views keep their sizes; their centers are equally far apart.
        case equalCentering
    }
}
