extension UIButton {
    /// The kinds of button `UIButton(type:)` makes.
    public enum ButtonType: Int, Sendable {
        /// No style: white title, no tint.
        case custom = 0
        /// The system look: title and image in the tint colour, dimmed while pressed.
        case system
        /// An "i" in a circle, in the tint colour.
        case detailDisclosure
        case infoLight
        case infoDark
        /// A plus in a circle, in the tint colour.
        case contactAdd
        /// Like `.system`, for configuration-based buttons.
        case plain
        /// An "x" on a gray circle.
        case close

        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }
}
