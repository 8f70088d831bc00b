import Foundation
import Logging

/// Places an alert controller: an alert in the middle of a dimmed screen; an action sheet
/// at the bottom of a compact-width screen (8 points from the edges); on a regular-width
/// screen, in a popover at its source, or, without one, at the bottom of the screen
/// 400 points wide (logged: Apple requires a source there).
@MainActor
final class AlertPresentationController: UIPresentationController {
    private unowned let alert: UIAlertController
    private let dimmingView = UIView()
    private let bubble = PopoverBubbleView()

    init(alert: UIAlertController, presenting: UIViewController?) {
        self.alert = alert
        super.init(presentedViewController: alert, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { .custom }
    override var shouldPresentInFullscreen: Bool { false }

    private var anchor: CGRect? {
        guard let containerView, traitCollection.horizontalSizeClass == .regular else { return nil }
        return alert.anchorRect(in: containerView)
    }

    /// Whether the action sheet rises from the bottom (not an alert, not a popover).
    var isBottomSheet: Bool { alert.preferredStyle == .actionSheet && anchor == nil }

    override var presentedView: UIView? { anchor != nil ? bubble : alert.view }

    private var content: AlertContentView? { alert.view as? AlertContentView }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let content else { return .zero }
        let bounds = containerView.bounds
        if alert.preferredStyle == .alert {
            let size = content.size(forWidth: AlertContentView.alertWidth)
            let height = min(size.height, bounds.height - 40)
            return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                          width: size.width, height: height)
        }
        if let anchor {
            let size = content.size(forWidth: 304)
            let layout = PopoverLayout(container: bounds.insetBy(dx: 10, dy: 10), anchor: anchor,
                                       contentSize: size, permitted: .any)
            return layout.frame
        }
        let width = traitCollection.horizontalSizeClass == .regular ? min(400, bounds.width - 16) : bounds.width - 16
        let size = content.size(forWidth: width)
        let height = min(size.height, bounds.height - 16)
        return CGRect(x: ((bounds.width - width) / 2).rounded(), y: bounds.height - 8 - height, width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let anchored = anchor != nil
        if alert.preferredStyle == .actionSheet, !anchored, traitCollection.horizontalSizeClass == .regular {
            Logger(label: "vitrine.alert").error(
                "an action sheet on a regular-width screen needs popoverPresentationController.sourceView or barButtonItem (Apple raises); shown at the bottom")
        }
        content?.inPopover = anchored
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = anchored ? .clear : UIColor(white: 0, alpha: 0.2)
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AlertPresentationController.tappedOutside))
        containerView.insertSubview(dimmingView, at: 0)
        if anchored, let view = alert.view {
            bubble.configure(content: view, color: nil)
            let layout = PopoverLayout(container: containerView.bounds.insetBy(dx: 10, dy: 10), anchor: anchor,
                                       contentSize: content?.size(forWidth: 304) ?? .zero, permitted: .any)
            bubble.arrowDirection = layout.arrowDirection
            bubble.arrowOffset = layout.arrowOffset
        }
        alert.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        alert.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    private func tappedOutside() {
        alert.tapOutside()
    }
}
