import Foundation

/// Appearance, as on iOS: `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` and
/// `viewDidDisappear` come in pairs, once per real change. Moving a controller's view into
/// or out of a shown window runs them (through `UIView`'s window moves); showing or hiding
/// the window runs them for its root controller; containers and presentations run them
/// with `beginAppearanceTransition` / `endAppearanceTransition` around their animations.
/// A controller forwards its own transitions to the children whose views are in its view,
/// unless `shouldAutomaticallyForwardAppearanceMethods` says no.
extension UIViewController {
    enum AppearState {
        case disappeared, appearing, appeared, disappearing
    }

    /// Shows or hides the controller at once (its window was shown or hidden).
    func setAppeared(_ appeared: Bool) {
        beginAppearanceTransition(appeared, animated: false)
        endAppearanceTransition()
    }

    /// Children whose views are in this controller's view: the ones that appear with it.
    func childrenInView() -> [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Whether a window move of the view decides the controller's appearance: not when a
    /// parent forwards its own, and not when a presentation manages it.
    private var appearanceFollowsWindow: Bool {
        if let parent { return parent.shouldAutomaticallyForwardAppearanceMethods && parent.appearState == .appeared }
        return activePresentationController == nil
    }

    /// The view is about to move to `window` (nil: out of any window).
    func viewWillMove(toWindow window: UIWindow?) {
        guard appearanceFollowsWindow, !windowBeganAppearanceTransition else { return }
        let shown = window?.showsContent ?? false
        if shown, appearState == .disappeared {
            windowBeganAppearanceTransition = true
            beginAppearanceTransition(true, animated: false)
        } else if !shown, appearState == .appeared {
            windowBeganAppearanceTransition = true
            beginAppearanceTransition(false, animated: false)
        }
    }

    /// The view moved to another window (or out of any).
    func viewDidMoveToWindow() {
        guard windowBeganAppearanceTransition else { return }
        windowBeganAppearanceTransition = false
        endAppearanceTransition()
    }
}
