import Foundation

/// A change of the screen's size (the display turned or changed mode): the controllers
/// shown hear `viewWillTransition(to:with:)` before it, and the coordinator runs their
/// alongside blocks and completions after the views took the new size.
@MainActor
struct SizeTransition {
    private let context: TransitionContext

    /// Nil when the size does not change or no controller is shown.
    init?(screen: UIScreen, newSize: CGSize) {
        guard newSize != screen.bounds.size, let window = screen.keyWindow ?? screen.windows.last,
              let root = window.rootViewController else { return nil }
        context = TransitionContext(containerView: window, animated: false, style: .none,
                                    from: (root, nil, initial: window.bounds, final: window.bounds),
                                    to: (root, nil, initial: window.bounds, final: CGRect(origin: .zero, size: newSize))) { _ in }
        for window in screen.windows {
            var controller = window.rootViewController
            while let shown = controller {
                shown.viewWillTransition(to: newSize, with: context)
                controller = shown.presentedViewController
            }
        }
    }

    /// The new size is in place: runs the alongside blocks (without animation) and the completions.
    func complete() {
        context.run(nil) {}
    }
}
