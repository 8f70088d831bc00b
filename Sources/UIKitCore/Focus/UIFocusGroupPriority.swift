import Foundation

/// How strongly an item claims to be its focus group's primary item, the one Tab lands
/// on (iOS 15). The system gives the item focused last in a group `previouslyFocused`.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static let ignored = UIFocusGroupPriority(0)
    public static let previouslyFocused = UIFocusGroupPriority(1000)
    public static let prioritized = UIFocusGroupPriority(2000)
    public static let currentlyFocused = UIFocusGroupPriority(Int.max)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
