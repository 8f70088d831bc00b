import Foundation

/// A view showing a visual effect behind its `contentView`, where its subviews go: a blur's
/// material (drawn as its flat translucent tint, without blurring what is behind:
/// docs/LIMITATIONS.md), or vibrancy, whose content is drawn as it is.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to (adding them to the effect view itself is an error on iOS).
    public let contentView = UIView()
    private let materialView = UIView()

    /// The effect; nil shows none.
    open var effect: UIVisualEffect? { didSet { applyEffect() } }

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    /// A view without an effect (a storyboard's sets it after).
    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        materialView.isUserInteractionEnabled = false
        materialView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(materialView)
        addSubview(contentView)
        applyEffect()
    }

    private func applyEffect() {
        materialView.backgroundColor = effect?.materialColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        materialView.frame = bounds
        contentView.frame = bounds
    }
}
