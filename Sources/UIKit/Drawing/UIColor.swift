import Foundation

/// An immutable colour: sRGB (or grayscale) components and an alpha, with the Core
/// Graphics colour made once at creation.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    private let red: CGFloat
    private let green: CGFloat
    private let blue: CGFloat
    private let alpha: CGFloat
    // Grayscale colours answer getWhite(_:alpha:) and use a gray CGColor, as on iOS.
    private let isGrayscale: Bool

    /// The Core Graphics colour (device RGB, or device gray for white-based colours).
    public let cgColor: CGColor

    /// A colour of sRGB components, each 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        isGrayscale = false
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray of brightness `white` (0 black … 1 white).
    public init(white: CGFloat, alpha: CGFloat) {
        red = white
        green = white
        blue = white
        self.alpha = alpha
        isGrayscale = true
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// A colour of hue, saturation and brightness, each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour; Vitrine draws in sRGB, so the components are used as sRGB.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a Core Graphics colour (converted to RGB when it is not gray or RGB).
    public init(cgColor: CGColor) {
        let isGray = cgColor.colorSpace?.model == .monochrome
        let rgba = cgColor.rgba
        red = rgba.red
        green = rgba.green
        blue = rgba.blue
        alpha = rgba.alpha
        isGrayscale = isGray
        self.cgColor = cgColor
    }

    /// The same colour with `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        isGrayscale ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The RGB components; always succeeds (every Vitrine colour converts to RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The gray level; false (outputs untouched) for a colour that is not grayscale.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard isGrayscale else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// The hue, saturation and brightness, each 0...1; always succeeds.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red {
                h = (green - blue) / delta
            } else if maximum == green {
                h = 2 + (blue - red) / delta
            } else {
                h = 4 + (red - green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Sets the colour as the fill and stroke colour of the current graphics context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets the colour as the fill colour of the current graphics context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets the colour as the stroke colour of the current graphics context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String {
        isGrayscale ? "UIColor(white: \(red), alpha: \(alpha))"
            : "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        // Non-finite hues would trap in Int(_:); they draw as red.
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
