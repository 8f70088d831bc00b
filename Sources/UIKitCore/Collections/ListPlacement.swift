import Foundation

/// How a list section places one of its elements, so that a list cell takes its look: the
/// row's background, rounded corners at the ends of an inset card, and its separator.
struct ListPlacement: Equatable {
    enum Role: Equatable { case row, header, footer }

    var role: Role
    var appearance: UICollectionLayoutListConfiguration.Appearance
    /// First and last rows of a section (the card's rounded ends; no separator below the last).
    var isFirst: Bool
    var isLast: Bool
    var showsSeparator: Bool

    var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
}
