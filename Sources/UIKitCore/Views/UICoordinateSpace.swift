import Foundation

/// A rectangle with its own coordinates, and conversions of points and rectangles to and
/// from other coordinate spaces. Views are coordinate spaces; so are the screen's and the
/// window scene's `coordinateSpace`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounding rectangle, in its own coordinates.
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}
