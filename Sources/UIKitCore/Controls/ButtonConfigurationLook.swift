import Foundation

/// The colours and corner radius a button configuration's style gives a state, after
/// iOS 17's light appearance: filled buttons are the tint with white contents, tinted
/// ones a 15% tint wash, gray ones the tertiary system fill; disabled contents are
/// `tertiaryLabel` on `tertiarySystemFill`; a press darkens the fill and fades
/// contents that sit on no fill.
struct ButtonConfigurationLook {
    let foreground: UIColor
    let background: UIColor
    private let configuration: UIButton.Configuration

    init(configuration: UIButton.Configuration, state: UIControl.State, tintColor: UIColor) {
        self.configuration = configuration
        var style = configuration.style
        if state.contains(.selected), configuration.automaticallyUpdateForSelection {
            style = Self.selectedStyle(of: style)
        }
        let prominent = style == .filled || style == .borderedProminent
        let base = configuration.baseBackgroundColor ?? tintColor
        var foreground = configuration.baseForegroundColor ?? (prominent ? .white : tintColor)
        var background: UIColor
        switch style {
        case .plain, .borderless: background = .clear
        case .tinted, .borderedTinted: background = base.withAlphaComponent(0.15)
        case .gray, .bordered: background = configuration.baseBackgroundColor ?? .tertiarySystemFill
        case .filled, .borderedProminent: background = base
        }
        if let own = configuration.background.backgroundColor, own != .clear { background = own }

        if state.contains(.disabled) {
            foreground = .tertiaryLabel
            if background != .clear { background = .tertiarySystemFill }
        } else if state.contains(.highlighted) {
            if background == .clear {
                foreground = foreground.withAlphaComponent(0.3)
            } else {
                background = background.darkened(by: 0.15)
            }
        }
        self.foreground = foreground
        self.background = configuration.background.backgroundColorTransformer?(background) ?? background
    }

    // A selected button shows the next more prominent style.
    private static func selectedStyle(of style: UIButton.Configuration.Style) -> UIButton.Configuration.Style {
        switch style {
        case .plain, .borderless, .gray, .bordered: .tinted
        case .tinted, .borderedTinted: .filled
        case .filled, .borderedProminent: style
        }
    }

    /// The radius of the background's corners for a button `height` points tall.
    func cornerRadius(forHeight height: CGFloat) -> CGFloat {
        switch configuration.cornerStyle {
        case .fixed: configuration.background.cornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: max(height, 0) / 2
        case .dynamic:
            switch configuration.buttonSize {
            case .mini, .small: 6
            case .medium: 8
            case .large: 12
            }
        }
    }
}

extension UIColor {
    /// The colour mixed with black by `fraction`, keeping its alpha (a dynamic colour
    /// stays dynamic).
    func darkened(by fraction: CGFloat) -> UIColor {
        if isDynamic { return UIColor { self.resolvedColor(with: $0).darkened(by: fraction) } }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return self }
        let keep = 1 - fraction
        return UIColor(red: red * keep, green: green * keep, blue: blue * keep, alpha: min(1, alpha * (1 + fraction * 4)))
    }
}
