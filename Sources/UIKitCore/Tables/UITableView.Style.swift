import Foundation

extension UITableView {
    /// How a table looks: rows edge to edge with headers that stay at the top while their
    /// section scrolls (`.plain`), sections as blocks on a grey background (`.grouped`), or
    /// blocks as rounded cards inset from the edges (`.insetGrouped`).
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic = 100
    }

    /// Whether and how rows are separated.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// A row or header height that the content decides (Auto Layout self-sizing).
    public static let automaticDimension: CGFloat = -1
}
