import Foundation

/// The delegate of a scroll view's own recognizers: its pan and its pinch recognize
/// together, as two fingers on iOS both zoom and move the content; its pan begins only for
/// drags the scroll view takes (see `UIScrollView.panMayBegin`).
@MainActor
final class ScrollGestureCoordinator: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let scrollView = pan.view as? UIScrollView,
              pan === scrollView.panGestureRecognizer else { return true }
        return scrollView.panMayBegin(pan)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === otherGestureRecognizer.view && gestureRecognizer.view is UIScrollView
    }
}
