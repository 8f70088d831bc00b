import Foundation

/// Lists the focus items in a region of its coordinate space (UIView lists its focusable
/// subviews).
@preconcurrency @MainActor
public protocol UIFocusItemContainer: AnyObject {
    /// The coordinate space of the items' frames.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The items whose frames meet `rect`.
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}
