import Foundation

/// A bar's background: its appearance's fill, and the hairline along the edge it meets the
/// content at (under a navigation bar, over a toolbar or a tab bar).
@MainActor
final class BarBackgroundView: UIView {
    private let hairline = UIView()
    private let hairlineOnTop: Bool

    init(hairlineOnTop: Bool) {
        self.hairlineOnTop = hairlineOnTop
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(hairline)
    }

    required init?(coder: NSCoder) {
        fatalError("BarBackgroundView is made by its bar")
    }

    func apply(_ appearance: UIBarAppearance) {
        backgroundColor = appearance.fillColors.last
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let pixel = 1 / max(contentScaleFactor, 1)
        hairline.frame = CGRect(x: 0, y: hairlineOnTop ? -pixel : bounds.height, width: bounds.width, height: pixel)
    }
}
