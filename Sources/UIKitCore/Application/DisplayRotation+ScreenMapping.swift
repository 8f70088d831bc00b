import Foundation
import VitrinePlatform

extension DisplayRotation {
    /// The transform from panel-normalized coordinates (0...1 across the panel as scanned
    /// out, before rotation) to points of the screen the app sees, `screenSize` points
    /// large. `.clockwise90` means the picture is turned 90° clockwise on the panel: the
    /// picture's top edge lies along the panel's right edge, so the panel's top-right
    /// corner is the screen's origin.
    func panelToScreen(screenSize: CGSize) -> CGAffineTransform {
        let w = screenSize.width, h = screenSize.height
        switch self {
        case .none: return CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: 0, ty: 0)
        // x = v·w, y = (1 − u)·h
        case .clockwise90: return CGAffineTransform(a: 0, b: -h, c: w, d: 0, tx: 0, ty: h)
        case .upsideDown: return CGAffineTransform(a: -w, b: 0, c: 0, d: -h, tx: w, ty: h)
        // x = (1 − v)·w, y = u·h
        case .counterclockwise90: return CGAffineTransform(a: 0, b: h, c: -w, d: 0, tx: w, ty: 0)
        }
    }
}
