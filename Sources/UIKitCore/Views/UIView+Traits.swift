import Foundation

extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitChangeRegistrations {
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        unregister(registration)
    }
}

// How a change of traits reaches the views: their dynamic colours are resolved again,
// views that draw are redrawn, and traitCollectionDidChange(_:) and the registered
// handlers run, down the subtree (a view that overrides its appearance keeps it).
extension UIView {
    func setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        storedOverrideUserInterfaceStyle = style
        notifyTraitsChanged(ifChangedFrom: appearanceTraits)
    }

    /// Tells the subtree its traits changed, if they differ from `previous`.
    func notifyTraitsChanged(ifChangedFrom previous: UITraitCollection) {
        let traits = traitCollection
        guard traits != previous else { return }
        notifyTraitsChanged(from: previous, to: traits)
    }

    private func notifyTraitsChanged(from previous: UITraitCollection, to traits: UITraitCollection) {
        appearanceTraits = traits
        if traits.hasDifferentColorAppearance(comparedTo: previous) {
            if let color = storedBackgroundColor, color.isDynamic {
                layer.backgroundColor = color.resolvedColor(with: traits).cgColor
            }
            if layer.hasBackingStore { setNeedsDisplay() }
            traits.performAsCurrent { updateForAppearance() }
        }
        if traits.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            traits.performAsCurrent { contentSizeCategoryDidChange() }
        }
        traitCollectionDidChange(previous)
        runTraitChangeHandlers(from: previous, to: traits)
        if let viewController {
            viewController.traitCollectionDidChange(previous)
            viewController.runTraitChangeHandlers(from: previous, to: traits)
        }
        // Each subview against what it last resolved under: one added while detached may
        // have resolved under another appearance than its new superview's old one.
        for subview in subviews { subview.notifyTraitsChanged(ifChangedFrom: subview.appearanceTraits) }
    }
}
