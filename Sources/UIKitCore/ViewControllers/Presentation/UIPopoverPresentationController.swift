import Foundation
import Logging

/// A popover: the presented view in a rounded bubble whose arrow points at a view, a
/// rectangle in it, or a bar button item. A tap outside dismisses it (unless the delegate
/// says no). On a compact-width screen it is shown as a sheet instead, unless the
/// delegate's `adaptivePresentationStyle(for:traitCollection:)` returns `.none`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the arrow points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at; default its bounds.
    open var sourceRect: CGRect = .zero
    /// The bar button item the arrow points at (instead of a view).
    open var barButtonItem: UIBarButtonItem?
    /// The sides the arrow may point from. Default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow points from, once shown.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The bubble's colour; nil is the system's.
    open var backgroundColor: UIColor?
    /// Margins from the screen's edges the bubble stays inside.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The sheet the popover becomes where it adapts to one (a compact width; iOS 15): its
    /// detents, grabber and undimmed detent apply then. Made on first use.
    open private(set) lazy var adaptiveSheetPresentationController =
        UISheetPresentationController(presentedViewController: presentedViewController, presenting: presentingViewController,
                                      style: .formSheet)

    private let bubble = PopoverBubbleView()
    private let outside = UIView()

    open override var presentationStyle: UIModalPresentationStyle { .popover }
    open override var presentedView: UIView? { bubble }
    open override var shouldPresentInFullscreen: Bool { false }

    /// In a compact width a popover becomes a sheet.
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .formSheet : .none
    }

    /// The anchor in the container's coordinates.
    private var anchorRect: CGRect? {
        guard let containerView else { return nil }
        if let item = barButtonItem, let view = item.view, view.window != nil {
            return view.convert(view.bounds, to: containerView)
        }
        guard let sourceView, sourceView.window != nil else { return nil }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: containerView)
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let layout = PopoverLayout(container: containerView.bounds.inset(by: popoverLayoutMargins),
                                   anchor: anchorRect, contentSize: contentSize, permitted: permittedArrowDirections)
        return layout.frame
    }

    private var contentSize: CGSize {
        let preferred = presentedViewController.preferredContentSize
        return CGSize(width: preferred.width > 0 ? preferred.width : 320,
                      height: preferred.height > 0 ? preferred.height : 480)
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if anchorRect == nil {
            Logger(label: "vitrine.presentation").warning(
                "popover of \(type(of: presentedViewController)) has no sourceView or barButtonItem in a window; shown centered")
        }
        outside.frame = containerView.bounds
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outside.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIPopoverPresentationController.tapOutside))
        containerView.insertSubview(outside, at: 0)
        bubble.configure(content: presentedViewController.view, color: backgroundColor)
        layoutBubble()
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        layoutBubble()
    }

    private func layoutBubble() {
        guard let containerView else { return }
        let layout = PopoverLayout(container: containerView.bounds.inset(by: popoverLayoutMargins),
                                   anchor: anchorRect, contentSize: contentSize, permitted: permittedArrowDirections)
        arrowDirection = layout.arrowDirection
        bubble.arrowDirection = layout.arrowDirection
        bubble.arrowOffset = layout.arrowOffset
    }

    private func tapOutside() {
        guard !isTransitioning, presentedViewController.presentingViewController != nil else { return }
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
    }

    override func makeBuiltInAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        ModalTransitionAnimator(style: .crossDissolve, isPresenting: presenting)
    }
}
