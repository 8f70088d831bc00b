import Foundation

/// Whether a section scrolls across the layout's direction (a row that scrolls sideways in
/// a vertical layout), and where a fling comes to rest.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own.
    case none
    /// Free scrolling.
    case continuous
    /// Free scrolling that comes to rest with a group at the leading edge.
    case continuousGroupLeadingBoundary
    /// Pages the width of the collection view.
    case paging
    /// One group at a time, coming to rest with a group at the leading edge.
    case groupPaging
    /// One group at a time, coming to rest with a group centered.
    case groupPagingCentered
}
