import Foundation

extension UIView: UITraitEnvironment {}

// How a change of appearance reaches the views: their dynamic colours are resolved
// again, views that draw are redrawn, and traitCollectionDidChange(_:) is called, down the
// subtree to the views that override their own appearance.
extension UIView {
    func setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        let old = traitCollection.userInterfaceStyle
        storedOverrideUserInterfaceStyle = style
        notifyTraitsChanged(ifStyleChangedFrom: old)
    }

    /// Tells the subtree its appearance changed if it is no longer `oldStyle`.
    func notifyTraitsChanged(ifStyleChangedFrom oldStyle: UIUserInterfaceStyle) {
        guard traitCollection.userInterfaceStyle != oldStyle else { return }
        notifyTraitsChanged(from: oldStyle)
    }

    private func notifyTraitsChanged(from oldStyle: UIUserInterfaceStyle) {
        let traits = traitCollection
        if let color = storedBackgroundColor, color.isDynamic {
            layer.backgroundColor = color.resolvedColor(with: traits).cgColor
        }
        if layer.backingStore != nil { setNeedsDisplay() }
        traits.performAsCurrent { updateForAppearance() }
        let previous = UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceStyle: oldStyle)])
        traitCollectionDidChange(previous)
        viewController?.traitCollectionDidChange(previous)
        for subview in subviews where subview.storedOverrideUserInterfaceStyle == .unspecified {
            subview.notifyTraitsChanged(from: oldStyle)
        }
    }
}
