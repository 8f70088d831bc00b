import Foundation

/// Unwind segues ("Dismissing a view controller with an unwind segue", Apple): the
/// destination is the nearest view controller on the way back from the source (down its
/// navigation stack, then to the controller that presented it, and on) that implements the
/// unwind action and agrees (`canPerformUnwindSegueAction(_:from:sender:)`); the source
/// hears `prepare(for:sender:)`, the destination its unwind action, then what the source's
/// side presented is dismissed and the destination's navigation stack popped to it.
extension UIStoryboard {
    static func unwind(identifier: String?, action: String,
                       performer: @MainActor (UIViewController) -> (@MainActor (UIStoryboardSegue) -> Void)?,
                       from source: UIViewController, sender: Any?) {
        let selector = Selector(action)
        for candidate in unwindCandidates(from: source) {
            guard let method = performer(candidate),
                  candidate.canPerformUnwindSegueAction(selector, from: source, sender: sender) else { continue }
            let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: candidate) {
                showUnwound(candidate)
            }
            source.prepare(for: segue, sender: sender)
            method(segue)
            segue.perform()
            return
        }
        logger.error("unwind segue \(action): no view controller on the way back from \(type(of: source)) implements it; nothing performed")
    }

    /// The view controllers on the way back from `source`, nearest first.
    static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
        var candidates: [UIViewController] = []
        var current: UIViewController? = source
        var visited = Set<ObjectIdentifier>()
        while let node = current, visited.insert(ObjectIdentifier(node)).inserted {
            var child = node
            while let container = child.parent {
                if let navigation = container as? UINavigationController,
                   let index = navigation.viewControllers.firstIndex(where: { $0 === child }) {
                    candidates += navigation.viewControllers[..<index].reversed()
                }
                candidates.append(container)
                child = container
            }
            guard let presenter = child.presentingViewController else { break }
            let shown = visibleController(in: presenter)
            candidates.append(shown)
            current = shown
        }
        return candidates.filter { $0 !== source }
    }

    /// The controller `controller` shows at the front of its containers.
    private static func visibleController(in controller: UIViewController) -> UIViewController {
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            return visibleController(in: top)
        }
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
            return visibleController(in: selected)
        }
        return controller
    }

    /// Dismisses what the destination's side presented and pops its navigation stack to it.
    private static func showUnwound(_ destination: UIViewController) {
        var presenter: UIViewController? = destination
        while let node = presenter, node.presentedViewController == nil { presenter = node.parent }
        let dismisses = presenter != nil
        presenter?.dismiss(animated: true)
        if let navigation = destination.navigationController, navigation.topViewController !== destination,
           navigation.viewControllers.contains(where: { $0 === destination }) {
            navigation.popToViewController(destination, animated: !dismisses)
        }
    }
}
