import CoreGraphics
import Foundation
import VitrinePlatform

extension PixelBuffer {
    /// The picture as a panel turned by `rotation` shows it, moved pixel by pixel: the
    /// tests' reference for the compositor's turned copy, independent of pixman.
    public func turned(by rotation: DisplayRotation) -> PixelBuffer {
        let w = width, h = height
        let turned = rotation.swapsAxes ? PixelBuffer(width: h, height: w, format: format)
                                        : PixelBuffer(width: w, height: h, format: format)
        let size = bytesPerPixel
        for y in 0..<h {
            for x in 0..<w {
                let (px, py): (Int, Int)
                switch rotation {
                case .none: (px, py) = (x, y)
                // The picture's top row becomes the panel's right column.
                case .clockwise90: (px, py) = (h - 1 - y, x)
                case .upsideDown: (px, py) = (w - 1 - x, h - 1 - y)
                // The picture's top row becomes the panel's left column.
                case .counterclockwise90: (px, py) = (y, w - 1 - x)
                }
                memcpy(turned.data + py * turned.bytesPerRow + px * size, data + y * bytesPerRow + x * size, size)
            }
        }
        return turned
    }
}
