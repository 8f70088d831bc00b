import Foundation

extension UIView: UIFocusItem, UIFocusItemContainer {
    /// A controller's root view sits in its controller; any other view in its superview.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { viewController ?? superview }

    public var focusItemContainer: (any UIFocusItemContainer)? { self }

    public var coordinateSpace: any UICoordinateSpace { self }

    /// The focusable views inside the view whose frames meet `rect` (in the view's
    /// coordinates).
    public func focusItems(in rect: CGRect) -> [any UIFocusItem] {
        var found: [any UIFocusItem] = []
        visitSubtree { view in
            if view !== self, view.canBecomeFocused, !view.isHidden, view.convert(view.bounds, to: self).intersects(rect) {
                found.append(view)
            }
        }
        return found
    }
}

extension UIViewController: UIFocusEnvironment {
    /// The superview of the controller's view: a child's parent environment is where its
    /// view is.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { viewIfLoaded?.superview }

    public var focusItemContainer: (any UIFocusItemContainer)? { viewIfLoaded }
}

extension UIWindow {
    /// The view focus moves in: the view of the frontmost presented controller (a sheet
    /// keeps focus in it), else the window.
    var frontmostFocusScope: UIView {
        frontmostPresentedController?.viewIfLoaded.flatMap { $0.window === self ? $0 : nil } ?? self
    }

    /// Where the first key puts focus: the frontmost presented controller, else the root
    /// controller, else the window.
    var frontmostFocusEnvironment: any UIFocusEnvironment {
        frontmostPresentedController ?? rootViewController ?? self
    }

    private var frontmostPresentedController: UIViewController? {
        var presented = rootViewController?.presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented
    }
}
