/// How much a constraint matters. Required constraints must hold; the others are kept as
/// well as they can be, a stronger one before a weaker one it conflicts with.
public struct Strength: Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) {
        self.value = min(max(value, 0), Strength.required.value)
    }

    private init(raw: Double) {
        value = raw
    }

    /// Must hold. Far above any optional strength, so that nothing optional is clamped to it.
    public static let required = Strength(raw: 1.0e15)
    public static let strong = Strength(raw: 1_000_000)
    public static let medium = Strength(raw: 1000)
    public static let weak = Strength(raw: 1)

    public var isRequired: Bool { value >= Strength.required.value }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String { isRequired ? "required" : "\(value)" }
}
