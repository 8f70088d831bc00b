import Foundation

/// A scroll indicator: a thin rounded bar, dark on light content and light on dark, as
/// iOS 17 draws them.
@MainActor
final class ScrollIndicatorView: UIView {
    static let thickness: CGFloat = 3
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 36

    var isDark = true {
        didSet { if isDark != oldValue { updateColor() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = Self.thickness / 2
        updateColor()
    }

    required init?(coder: NSCoder) { nil }

    private func updateColor() {
        backgroundColor = isDark ? UIColor(white: 0, alpha: 0.35) : UIColor(white: 1, alpha: 0.5)
    }
}
