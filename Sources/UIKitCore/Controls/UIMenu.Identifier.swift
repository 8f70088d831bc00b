extension UIMenu {
    /// The name of a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let root = Identifier("com.apple.menu.root")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let format = Identifier("com.apple.menu.format")
        public static let share = Identifier("com.apple.menu.share")
    }
}
