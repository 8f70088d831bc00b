import Foundation

/// The delegate of a scroll view's own recognizers: its pan and its pinch recognize
/// together, as two fingers on iOS both zoom and move the content.
@MainActor
final class ScrollGestureCoordinator: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === otherGestureRecognizer.view && gestureRecognizer.view is UIScrollView
    }
}
