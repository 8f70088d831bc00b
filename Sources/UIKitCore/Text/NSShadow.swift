import Foundation

/// A shadow under drawn text, the value of `NSAttributedString.Key.shadow`.
///
/// As on iOS: `init()` gives no offset, no blur and black at 1/3 alpha; `shadowOffset` is
/// in points with positive heights downwards; `shadowBlurRadius` blurs as a gaussian of
/// half the radius (layer shadows' blur); a nil `shadowColor` draws no shadow. The shadow
/// covers the glyphs, not their underlines or backgrounds.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (or `CGColor`); nil for none.
    open var shadowColor: Any? = UIColor(white: 0, alpha: 1.0 / 3)

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && Self.cgColor(shadowColor) == Self.cgColor(other.shadowColor)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }

    /// The shadow as text layout draws it, nil when it has no colour.
    var textShadow: TextLayout.Shadow? {
        guard let color = Self.cgColor(shadowColor) else { return nil }
        return TextLayout.Shadow(offset: shadowOffset, blurRadius: shadowBlurRadius, color: color)
    }

    private static func cgColor(_ value: Any?) -> CGColor? {
        if let color = value as? UIColor { return color.cgColor }
        return value as? CGColor
    }
}
