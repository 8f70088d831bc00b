import Foundation
import UIKitCore

/// Renders `actions` at `scale` into a transparent image and returns its pixels.
func renderPixels(width: CGFloat, height: CGFloat, scale: CGFloat = 1,
                  _ actions: (UIGraphicsImageRendererContext) -> Void) -> PixelBuffer {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image(actions: actions)
    return image.cgImage!.pixels
}

/// Premultiplied 0xAARRGGBB at (x, y).
func argb(_ pixels: PixelBuffer, _ x: Int, _ y: Int) -> UInt32 {
    pixels.premultipliedARGB(x: x, y: y)
}

/// Number of pixels with non-zero alpha.
func inkedPixelCount(_ pixels: PixelBuffer, in region: (xs: Range<Int>, ys: Range<Int>)? = nil) -> Int {
    let xs = region?.xs ?? 0..<pixels.width
    let ys = region?.ys ?? 0..<pixels.height
    var count = 0
    for y in ys {
        for x in xs where argb(pixels, x, y) >> 24 != 0 {
            count += 1
        }
    }
    return count
}

let opaqueRed: UInt32 = 0xFFFF_0000
let opaqueGreen: UInt32 = 0xFF00_FF00
let opaqueBlue: UInt32 = 0xFF00_00FF
let opaqueBlack: UInt32 = 0xFF00_0000

extension CGContext {
    func setFill(_ rgb: UInt32) {
        setFillColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                     blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }

    func setStroke(_ rgb: UInt32) {
        setStrokeColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                       blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}

/// `pixels` composited over opaque white. References are stored flattened so that
/// anti-aliased edges survive the PNG round trip exactly (no straight-alpha rounding).
func flattenedOnWhite(_ pixels: PixelBuffer) -> PixelBuffer {
    let result = PixelBuffer(width: pixels.width, height: pixels.height)
    for y in 0..<pixels.height {
        for x in 0..<pixels.width {
            let source = argb(pixels, x, y)
            let inverseAlpha = 255 - (source >> 24)
            var flat: UInt32 = 0xFF00_0000
            for shift: UInt32 in [0, 8, 16] {
                let channel = (source >> shift) & 0xFF
                flat |= min(255, channel + (255 * inverseAlpha + 127) / 255) << shift
            }
            result.data.storeBytes(of: flat, toByteOffset: y * result.bytesPerRow + x * 4, as: UInt32.self)
        }
    }
    return result
}
