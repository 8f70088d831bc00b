import Foundation

/// An immutable colour: sRGB (or grayscale) components and an alpha, with the Core
/// Graphics colour made once at creation; or a dynamic colour that resolves to one by
/// the traits in effect (`UITraitCollection.current`), as the system colours do for the
/// light and dark appearances.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    private let red: CGFloat
    private let green: CGFloat
    private let blue: CGFloat
    private let alpha: CGFloat
    // Grayscale colours answer getWhite(_:alpha:) and use a gray CGColor, as on iOS.
    private let isGrayscale: Bool
    private let fixedCGColor: CGColor
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// The Core Graphics colour (device RGB, or device gray for white-based colours); a
    /// dynamic colour's resolved with `UITraitCollection.current`.
    public var cgColor: CGColor { resolved.fixedCGColor }

    /// A colour that is `dynamicProvider`'s answer for the traits it is resolved with.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        isGrayscale = light.isGrayscale
        fixedCGColor = light.fixedCGColor
        provider = dynamicProvider
    }

    /// The same colour as `color`, fixed or dynamic (for initializers that find a colour).
    init(copying color: UIColor) {
        red = color.red
        green = color.green
        blue = color.blue
        alpha = color.alpha
        isGrayscale = color.isGrayscale
        fixedCGColor = color.fixedCGColor
        provider = color.provider
    }

    /// The colour as `traitCollection` shows it; a fixed colour is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    private var resolved: UIColor {
        provider == nil ? self : resolvedColor(with: UITraitCollection.current)
    }

    var isDynamic: Bool { provider != nil }

    /// A colour of sRGB components, each 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        isGrayscale = false
        fixedCGColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
    }

    /// A gray of brightness `white` (0 black … 1 white).
    public init(white: CGFloat, alpha: CGFloat) {
        red = white
        green = white
        blue = white
        self.alpha = alpha
        isGrayscale = true
        fixedCGColor = CGColor(gray: white, alpha: alpha)
        provider = nil
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
        fixedCGColor = cgColor
        provider = nil
    }

    /// The same colour with `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if provider != nil { return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) } }
        return isGrayscale ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The RGB components; always succeeds (every Vitrine colour converts to RGB).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if provider != nil { return resolved.getRed(red, green: green, blue: blue, alpha: alpha) }
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The gray level; false (outputs untouched) for a colour that is not grayscale.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if provider != nil { return resolved.getWhite(white, alpha: alpha) }
        guard isGrayscale else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// The hue, saturation and brightness, each 0...1; always succeeds.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if provider != nil { return resolved.getHue(hue, saturation: saturation, brightness: brightness, alpha: alpha) }
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

    /// Fixed colours are equal when their components are; a dynamic colour equals a
    /// colour that resolves alike in the light and the dark appearance.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        guard lhs.provider != nil || rhs.provider != nil else {
            return (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
        }
        return [UIUserInterfaceStyle.light, .dark].allSatisfy { style in
            let traits = UITraitCollection(userInterfaceStyle: style)
            return lhs.resolvedColor(with: traits) == rhs.resolvedColor(with: traits)
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String {
        if provider != nil { return "UIColor(dynamic, now \(resolved))" }
        return isGrayscale ? "UIColor(white: \(red), alpha: \(alpha))"
            : "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    /// HSB to RGB components (also the colour picker's spectrum, per pixel).
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
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
