import Foundation

// The safe area: what a view inherits from its superview's, where its frame reaches into
// it, plus what its controller adds.
extension UIView {
    var computedSafeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview, !(self is UIWindow) {
            let outer = superview.safeAreaInsets
            let box = superview.bounds
            insets = UIEdgeInsets(top: max(0, box.minY + outer.top - frame.minY),
                                  left: max(0, box.minX + outer.left - frame.minX),
                                  bottom: max(0, frame.maxY - (box.maxY - outer.bottom)),
                                  right: max(0, frame.maxX - (box.maxX - outer.right)))
        }
        if let controller = viewController {
            let added = controller.additionalSafeAreaInsets
            let bars = controller.containerSafeAreaInsets
            insets.top += added.top + bars.top
            insets.left += added.left + bars.left
            insets.bottom += added.bottom + bars.bottom
            insets.right += added.right + bars.right
        }
        return insets
    }
}
