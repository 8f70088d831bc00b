import Foundation

/// The look of a bar's background: a colour (over iOS's material, which Vitrine draws as
/// its translucent tint without the blur), an image, and a hairline shadow.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The colour over the background; nil for none.
    open var backgroundColor: UIColor?
    /// An image over the background colour.
    open var backgroundImage: UIImage?
    /// The hairline under (or over) the bar; nil or clear for none.
    open var shadowColor: UIColor?
    /// The blur under `backgroundColor` (nil for none): its material, drawn as its flat tint.
    open var backgroundEffect: UIBlurEffect?
    /// The background drawn below `backgroundColor`: iOS's bar material, as a colour.
    var materialColor: UIColor? { backgroundEffect?.materialColor }

    /// The system's default: the bar material with a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
        backgroundEffect = other.backgroundEffect
    }

    /// The bar material (translucent, adapting to light and dark) with a hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.hairline
    }

    /// An opaque background of the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.hairline
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
    }

    /// What a bar shows with nothing scrolled under it (iOS 15 and later): its scroll-edge
    /// appearance, else its standard one made transparent (with an iOS 12 `barTintColor`).
    static func atScrollEdge<Appearance: UIBarAppearance>(_ scrollEdge: Appearance?, standard: Appearance,
                                                          barTintColor: UIColor?) -> Appearance {
        if let scrollEdge { return scrollEdge }
        let appearance = Appearance(barAppearance: standard)
        appearance.configureWithTransparentBackground()
        if let barTintColor { appearance.backgroundColor = barTintColor }
        return appearance
    }

    /// The colour a bar fills with: the material, with `backgroundColor` over it.
    var fillColors: [UIColor] { [materialColor, backgroundColor].compactMap { $0 } }

    /// iOS 17's system chrome material as a flat translucent colour.
    static let chromeMaterial = UIBlurEffect.material(for: .systemChromeMaterial)

    /// The bars' hairline: black or white at 30% / 15%.
    static let hairline = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    }
}
