import Foundation

/// The screen's coordinates: those of a window that fills the screen, origin at the top
/// left. Every conversion between two spaces goes through it.
@preconcurrency @MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    // Weak: an app may keep `screen.coordinateSpace` after a display is unplugged and its
    // screen released; the space then has no extent.
    private weak var screen: UIScreen?

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen?.bounds ?? .zero }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        return coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        return coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        return coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        return coordinateSpace.convert(rect, to: self)
    }
}
