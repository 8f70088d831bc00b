import Foundation

/// Content made vivid over a blur (labels, symbols, fills in a `UIVisualEffectView`'s
/// content view). Vitrine draws the content as it is: without a blurred backdrop, vibrancy
/// has nothing to bring through (docs/LIMITATIONS.md).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// The kind of content it is for.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for labels over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy for content of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// The kinds of content vibrancy is tuned for.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
