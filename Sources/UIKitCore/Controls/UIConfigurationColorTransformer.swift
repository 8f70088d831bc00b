import Foundation

/// A function that changes a colour, for configurations: `.grayscale`,
/// `.preferredTint`, `.monochromeTint`, or your own. Two transformers are equal when
/// they are the same one (closures cannot be compared).
public struct UIConfigurationColorTransformer: Hashable, Sendable {
    private let id: String
    private let transform: @Sendable (UIColor) -> UIColor

    public init(_ transformer: @escaping @Sendable (UIColor) -> UIColor) {
        self.init(id: UUID().uuidString, transform: transformer)
    }

    private init(id: String, transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.id = id
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The gray of the colour's brightness.
    public static let grayscale = UIConfigurationColorTransformer(id: "grayscale") { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
    /// The tint colour (Vitrine: the colour unchanged).
    public static let preferredTint = UIConfigurationColorTransformer(id: "preferredTint") { $0 }
    /// The tint colour in monochrome contexts (Vitrine: the colour unchanged).
    public static let monochromeTint = UIConfigurationColorTransformer(id: "monochromeTint") { $0 }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
