extension UIStackView {
    /// Where arranged views sit across the stack.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
}
