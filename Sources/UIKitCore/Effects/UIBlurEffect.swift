import Foundation

/// A blur of what is behind a view, in one of iOS's materials. Vitrine draws the material's
/// tint as a flat translucent colour, adapting to light and dark, without blurring what is
/// behind (docs/LIMITATIONS.md): the same colours as iOS's materials over a plain background.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The material.
    public let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var materialColor: UIColor? { Self.material(for: style) }

    /// A style's tint: a light and a dark colour and how opaque they are (thicker materials
    /// hide more of what is behind).
    static func material(for style: Style) -> UIColor {
        let light = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)
        let dark = UIColor(red: 29 / 255, green: 29 / 255, blue: 29 / 255, alpha: 1)
        func adaptive(_ alpha: CGFloat) -> UIColor {
            UIColor { $0.userInterfaceStyle == .dark ? dark.withAlphaComponent(alpha) : light.withAlphaComponent(alpha) }
        }
        switch style {
        case .extraLight: return UIColor(white: 1, alpha: 0.85)
        case .light: return light.withAlphaComponent(0.8)
        case .dark: return dark.withAlphaComponent(0.73)
        case .systemUltraThinMaterial: return adaptive(0.45)
        case .systemThinMaterial: return adaptive(0.62)
        case .regular, .systemMaterial: return adaptive(0.78)
        case .prominent, .systemThickMaterial: return adaptive(0.9)
        case .systemChromeMaterial: return adaptive(0.94)
        case .systemUltraThinMaterialLight: return light.withAlphaComponent(0.45)
        case .systemThinMaterialLight: return light.withAlphaComponent(0.62)
        case .systemMaterialLight: return light.withAlphaComponent(0.78)
        case .systemThickMaterialLight: return light.withAlphaComponent(0.9)
        case .systemChromeMaterialLight: return light.withAlphaComponent(0.94)
        case .systemUltraThinMaterialDark: return dark.withAlphaComponent(0.45)
        case .systemThinMaterialDark: return dark.withAlphaComponent(0.62)
        case .systemMaterialDark: return dark.withAlphaComponent(0.78)
        case .systemThickMaterialDark: return dark.withAlphaComponent(0.9)
        case .systemChromeMaterialDark: return dark.withAlphaComponent(0.94)
        }
    }
}
