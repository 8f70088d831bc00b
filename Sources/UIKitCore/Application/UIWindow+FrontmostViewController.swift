extension UIWindow {
    /// The view controller on top: what the root presents, a navigation controller's top
    /// one, a tab bar controller's selected one, a split view controller's column in front,
    /// all the way down (where key commands start
    /// without a first responder; what a scenario checks).
    var frontmostViewController: UIViewController? {
        var current = rootViewController
        while let controller = current {
            if let presented = controller.presentedViewController {
                current = presented
            } else if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else if let split = controller as? UISplitViewController, let shown = split.frontmostColumnController {
                current = shown
            } else {
                return controller
            }
        }
        return nil
    }
}
