import Foundation

// The mechanics of the view tree and of its mirror, the layer tree.
extension UIView {
    var enclosingWindow: UIWindow? {
        var view: UIView? = self
        while let candidate = view {
            if let window = candidate as? UIWindow { return window }
            view = candidate.superview
        }
        return nil
    }

    func insert(_ view: UIView, atRequestedIndex index: Int) {
        if index < 0 || index > subviews.count {
            viewLogger.warning("UIView.insertSubview(_:at:): index \(index) out of 0...\(subviews.count), clamped")
        }
        insert(view, at: min(max(index, 0), subviews.count))
    }

    func insert(_ view: UIView, nextTo sibling: UIView, above: Bool) {
        guard view !== sibling else { return }
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            viewLogger.warning("UIView.insertSubview: the sibling is not a subview; inserted \(above ? "on top" : "at the bottom")")
            insert(view, at: above ? subviews.count : 0)
            return
        }
        // Removing `view` first (when it sits below the sibling) shifts the sibling down.
        let shift = subviews.firstIndex(where: { $0 === view }).map { $0 < index ? 1 : 0 } ?? 0
        insert(view, at: index - shift + (above ? 1 : 0))
    }

    func exchange(_ index1: Int, _ index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            viewLogger.warning("UIView.exchangeSubview(at:withSubviewAt:): index \(index1) or \(index2) out of range, ignored")
            return
        }
        guard index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        restackLayer(of: subviews[index1])
        restackLayer(of: subviews[index2])
    }

    // Puts `view` at `index` of the subviews as it will be once `view` has left its old
    // place. Notifications, in UIKit's order: willRemoveSubview (old superview),
    // willMove(toSuperview:), willMove(toWindow:) (subtree), didMoveToWindow (subtree),
    // didMoveToSuperview, didAddSubview.
    func insert(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view),
                     "UIView: cannot add a view to itself or to one of its own descendants (it would make a cycle)")
        if view.superview === self {
            // Already in place: nothing moves, so nothing is invalidated (a layoutSubviews
            // that re-adds its subviews must settle).
            if subviews.firstIndex(where: { $0 === view }) == min(index, subviews.count - 1) { return }
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(index, subviews.count))
            restackLayer(of: view)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        let oldRoot = view.engineRoot
        let oldSuperview = view.superview
        if oldSuperview != nil { view.deactivateConstraintsReferencingSubtree() }
        let oldTint = view.tintColor
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        oldSuperview?.subviews.removeAll { $0 === view }
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        // Moving the layer marks both superlayers as needing layout.
        restackLayer(of: view)
        view.setNeedsLayout()
        if windowChanges { view.notifyDidMoveToWindow(from: oldWindow) }
        view.didMoveToSuperview()
        view.notifyTintColorDidChange(ifInheritedTintChangedFrom: oldTint)
        view.notifyTraitsChanged(ifChangedFrom: view.appearanceTraits)
        view.hierarchyDidChange(oldRoot: oldRoot)
        didAddSubview(view)
    }

    func detachFromSuperview() {
        guard let oldSuperview = superview else { return }
        deactivateConstraintsReferencingSubtree()
        let oldWindow = window
        let oldRoot = engineRoot
        let oldTint = tintColor
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        oldSuperview.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { notifyDidMoveToWindow(from: oldWindow) }
        didMoveToSuperview()
        notifyTintColorDidChange(ifInheritedTintChangedFrom: oldTint)
        notifyTraitsChanged(ifChangedFrom: appearanceTraits)
        hierarchyDidChange(oldRoot: oldRoot)
    }

    // Places the subview's layer just below the layer of the next subview, or on top of
    // all sublayers for the front-most subview: subview layers keep the subviews' order
    // and standalone sublayers added by the app keep their places.
    private func restackLayer(of view: UIView) {
        // From the end: a view just added is last. (A loop: a closure here costs an actor
        // check per subview.)
        var found: Int?
        for index in subviews.indices.reversed() where subviews[index] === view {
            found = index
            break
        }
        guard let index = found else { return }
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil, let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) {
            responder.resignBecauseGone()
        }
        visitSubtree { view in
            view.willMove(toWindow: newWindow)
            view.viewController?.viewWillMove(toWindow: newWindow)
        }
    }

    private func notifyDidMoveToWindow(from oldWindow: UIWindow?) {
        adoptScreenScale(window?.screen.scale) { view in
            view.didMoveToWindow()
            view.viewController?.viewDidMoveToWindow()
        }
    }

    /// Gives the view and its descendants the content scale of their screen (nil keeps
    /// theirs), depth first; `body` runs on each view just after its scale is set.
    func adoptScreenScale(_ scale: CGFloat?, andVisit body: (UIView) -> Void = { _ in }) {
        visitSubtree { view in
            if let scale, view.contentScaleFactor != scale { view.contentScaleFactor = scale }
            body(view)
        }
    }

    /// Calls `body` on the view and then on every descendant, depth first.
    func visitSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.visitSubtree(body) }
    }
}
