import Foundation

/// A text field in a scroll view stays usable when the on-screen keyboard comes: every
/// scroll view around the first responder takes the keyboard's overlap into its bottom
/// inset (so that the content can scroll above it), and the innermost one scrolls the
/// field into view above the keyboard, as a `UITableViewController` does on iOS. Called
/// inside the keyboard's animation, so the content moves with it.
extension UIScrollView {
    private static var coveredByKeyboard: [Weak] = []
    /// Scroll views remembered under the keyboard now (the soak's census, issue 29).
    static var coveredByKeyboardCount: Int { coveredByKeyboard.count }

    private struct Weak {
        weak var scrollView: UIScrollView?
    }

    /// The keyboard's top edge moved to `keyboardTop` (screen coordinates; nil: hidden).
    static func followKeyboard(top keyboardTop: CGFloat?) {
        let previous = coveredByKeyboard.compactMap(\.scrollView)
        coveredByKeyboard = []
        guard let keyboardTop, let responder = UIResponder.firstResponder as? UIView, let window = responder.window else {
            for scrollView in previous { scrollView.keyboardOverlap = 0 }
            return
        }
        var innermost: UIScrollView?
        var view = responder.superview
        while let current = view {
            if let scrollView = current as? UIScrollView {
                let bottom = scrollView.convert(scrollView.bounds, to: window).maxY
                scrollView.keyboardOverlap = max(0, bottom - keyboardTop)
                coveredByKeyboard.append(Weak(scrollView: scrollView))
                innermost = innermost ?? scrollView
            }
            view = current.superview
        }
        for scrollView in previous where !coveredByKeyboard.contains(where: { $0.scrollView === scrollView }) {
            scrollView.keyboardOverlap = 0
        }
        guard let innermost else { return }
        // The field with a little room around it, above the keyboard.
        let field = responder.convert(responder.bounds, to: innermost).insetBy(dx: 0, dy: -8)
        innermost.scrollRectToVisible(field, animated: false)
    }
}
