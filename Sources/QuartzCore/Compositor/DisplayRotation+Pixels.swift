import CoreGraphics
import VitrinePlatform

/// How the compositor turns its screen-oriented pixels onto the panel.
extension DisplayRotation {
    /// The panel's size for a screen of `width` x `height` pixels.
    package func panelSize(screenWidth width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }

    /// Maps screen pixel coordinates to panel pixel coordinates (edges, not centres), for a
    /// screen of `width` x `height` pixels. Whole-pixel steps only, so nearest sampling
    /// through its inverse hits pixel centres exactly.
    package func screenToPanel(screenWidth width: Int, height: Int) -> CGAffineTransform {
        let w = CGFloat(width), h = CGFloat(height)
        switch self {
        case .none: return .identity
        // The screen's top edge goes to the panel's right: (x, y) -> (h - y, x).
        case .clockwise90: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .upsideDown: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        // The screen's top edge goes to the panel's left: (x, y) -> (y, w - x).
        case .counterclockwise90: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        }
    }

    /// `rect` of a screen of `width` x `height` pixels, as panel pixels.
    package func panelRect(_ rect: PixelRect, screenWidth width: Int, height: Int) -> PixelRect {
        guard !rect.isEmpty else { return .empty }
        let w = Int32(width), h = Int32(height)
        switch self {
        case .none: return rect
        case .clockwise90: return PixelRect(x0: h - rect.y1, y0: rect.x0, x1: h - rect.y0, y1: rect.x1)
        case .upsideDown: return PixelRect(x0: w - rect.x1, y0: h - rect.y1, x1: w - rect.x0, y1: h - rect.y0)
        case .counterclockwise90: return PixelRect(x0: rect.y0, y0: w - rect.x1, x1: rect.y1, y1: w - rect.x0)
        }
    }

    /// `region` of a screen of `width` x `height` pixels, as panel pixels (`region` itself
    /// when nothing turns).
    func panelRegion(_ region: PixelRegion, screenWidth width: Int, height: Int) -> PixelRegion {
        guard self != .none else { return region }
        let turned = PixelRegion()
        turned.set(region.pixelRects.map { panelRect($0, screenWidth: width, height: height) })
        return turned
    }
}
