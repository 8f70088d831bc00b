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
        let old = traitCollection
        storedOverrideUserInterfaceStyle = style
        notifyTraitsChanged(ifChangedFrom: old)
    }

    /// What the view's traits were when its superview's (or the screen's) were
    /// `parentPrevious`: those with its own override applied.
    func traits(under parentPrevious: UITraitCollection) -> UITraitCollection {
        guard storedOverrideUserInterfaceStyle != .unspecified else { return parentPrevious }
        return UITraitCollection(traitsFrom: [parentPrevious, UITraitCollection(userInterfaceStyle: storedOverrideUserInterfaceStyle)])
    }

    /// Tells the subtree its traits changed, if they differ from `previous`.
    func notifyTraitsChanged(ifChangedFrom previous: UITraitCollection) {
        let traits = traitCollection
        guard traits != previous else { return }
        notifyTraitsChanged(from: previous, to: traits)
    }

    private func notifyTraitsChanged(from previous: UITraitCollection, to traits: UITraitCollection) {
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
        for subview in subviews {
            let subviewPrevious = subview.traits(under: previous)
            let subviewTraits = subview.traitCollection
            if subviewTraits != subviewPrevious { subview.notifyTraitsChanged(from: subviewPrevious, to: subviewTraits) }
        }
    }
}
