import Foundation

/// The view a cell's `backgroundConfiguration` is drawn with: its fill, corners and stroke,
/// inset by its `backgroundInsets`, behind everything else in the cell.
@MainActor
final class BackgroundConfigurationView: UIView {
    private(set) var configuration = UIBackgroundConfiguration()

    /// Shows `configuration` (colours resolved against `tint`, nil fill meaning clear as
    /// for cells) in `cell`, or removes `view` when it is nil; returns the view to keep.
    static func install(_ configuration: UIBackgroundConfiguration?, in cell: UIView,
                        replacing view: BackgroundConfigurationView?) -> BackgroundConfigurationView? {
        guard let configuration else {
            view?.removeFromSuperview()
            return nil
        }
        let shown = view ?? BackgroundConfigurationView()
        shown.isUserInteractionEnabled = false
        shown.configuration = configuration
        shown.backgroundColor = configuration.backgroundColor.map { configuration.backgroundColorTransformer?($0) ?? $0 }
        shown.layer.cornerRadius = configuration.cornerRadius.isFinite ? max(configuration.cornerRadius, 0) : 0
        shown.layer.borderWidth = configuration.strokeWidth.isFinite ? max(configuration.strokeWidth, 0) : 0
        shown.layer.borderColor = configuration.strokeColor.map { configuration.strokeColorTransformer?($0) ?? $0 }?.cgColor
        shown.clipsToBounds = shown.layer.cornerRadius > 0
        if shown.superview !== cell { cell.insertSubview(shown, at: 0) }
        cell.setNeedsLayout()
        return shown
    }

    /// Places the view in `bounds` less the configuration's insets.
    func layout(in bounds: CGRect) {
        let insets = configuration.backgroundInsets
        frame = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                       width: max(bounds.width - insets.leading - insets.trailing, 0),
                       height: max(bounds.height - insets.top - insets.bottom, 0))
        superview?.sendSubviewToBack(self)
    }
}
