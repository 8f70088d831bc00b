import Foundation

/// A function that changes the text attributes of a configuration's title or subtitle,
/// where apps set the font: `outgoing.font = .boldSystemFont(ofSize: 20)`. Two
/// transformers are equal when they are the same one (closures cannot be compared).
public struct UIConfigurationTextAttributesTransformer: Hashable, Sendable {
    private let id = UUID()
    private let transform: @Sendable (AttributeContainer) -> AttributeContainer

    public init(_ transformer: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        transform = transformer
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
