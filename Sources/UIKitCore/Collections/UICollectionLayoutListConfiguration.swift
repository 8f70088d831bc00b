import Foundation

/// How a compositional layout section looks as a list: the appearance of a table style
/// (`.plain`, `.grouped`, `.insetGrouped`, and `.sidebar` as an inset grouped list),
/// separators, and whether sections have supplementary headers and footers.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The actions a row reveals when swiped (nil: none).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is its header.
        case firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    public let appearance: Appearance
    public var showsSeparators = true
    /// The list's background (nil: the appearance's, grouped grey or the system background).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// The actions revealed by swiping a row from the leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping a row from the trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Room above each section's header (nil: the appearance's).
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether rows sit on cards in a grey list (everything but the plain appearances).
    var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }
    /// Whether rows are inset from the sides as rounded cards.
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
    /// The background the list shows behind its rows.
    var resolvedBackgroundColor: UIColor { backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground) }
}
