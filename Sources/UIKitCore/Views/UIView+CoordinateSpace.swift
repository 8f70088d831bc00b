import Foundation

extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        let onScreen = screenOffset.applying(point: convert(point, to: nil as UIView?))
        return coordinateSpace is ScreenCoordinateSpace ? onScreen
            : coordinateSpace.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        let onScreen = coordinateSpace is ScreenCoordinateSpace ? point
            : coordinateSpace.convert(point, to: UIScreen.main.coordinateSpace)
        return convert(screenOffset.removing(from: onScreen), from: nil as UIView?)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        let inWindow = convert(rect, to: nil as UIView?)
        let onScreen = CGRect(origin: screenOffset.applying(point: inWindow.origin), size: inWindow.size)
        return coordinateSpace is ScreenCoordinateSpace ? onScreen
            : coordinateSpace.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        let onScreen = coordinateSpace is ScreenCoordinateSpace ? rect
            : coordinateSpace.convert(rect, to: UIScreen.main.coordinateSpace)
        let inWindow = CGRect(origin: screenOffset.removing(from: onScreen.origin), size: onScreen.size)
        return convert(inWindow, from: nil as UIView?)
    }

    /// Where the view's window (its base coordinates) lies on the screen; a view outside a
    /// window counts its root view's coordinates as the screen's.
    private var screenOffset: ScreenOffset { ScreenOffset(origin: window?.frame.origin ?? .zero) }
}

private struct ScreenOffset {
    let origin: CGPoint
    func applying(point: CGPoint) -> CGPoint { CGPoint(x: point.x + origin.x, y: point.y + origin.y) }
    func removing(from point: CGPoint) -> CGPoint { CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
}
