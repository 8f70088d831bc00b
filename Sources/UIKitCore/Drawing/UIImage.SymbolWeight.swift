extension UIImage {
    /// The stroke weight of a symbol. The icon font Vitrine draws symbols with has one
    /// weight; the value is kept and reported.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The size of a symbol relative to the text it sits with.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large

        /// How much bigger than the medium scale (SF Symbols' large is about 1.3×).
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
