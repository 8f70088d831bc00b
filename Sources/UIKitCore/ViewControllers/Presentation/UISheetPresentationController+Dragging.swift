import Foundation

// A sheet follows a vertical drag: down towards a smaller detent or out, up towards a
// larger detent, with resistance past the ends. On release, the velocity projected
// forward (as iOS does with its deceleration) decides where it rests.
extension UISheetPresentationController {
    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView, !isTransitioning else { return }
        let translation = pan.translation(in: containerView).y
        switch pan.state {
        case .began:
            if canDismiss { delegate?.presentationControllerWillDismiss(self) }
        case .changed:
            // Past the largest detent, or held by isModalInPresentation, the card resists.
            let limited = translation < 0 || !canDismiss && isAtSmallestDetent ? translation / 3 : translation
            cardView.transform = CGAffineTransform(translationX: 0, y: limited)
        case .ended, .cancelled, .failed:
            let velocity = pan.velocity(in: containerView).y
            settle(translation: translation, velocity: pan.state == .ended ? velocity : 0)
        default:
            break
        }
    }

    private var canDismiss: Bool {
        !presentedViewController.isModalInPresentation && delegate?.presentationControllerShouldDismiss(self) != false
    }

    private var sortedDetents: [Detent] {
        (detents.isEmpty ? [Detent.large()] : detents).sorted { $0.fraction < $1.fraction }
    }

    private var isAtSmallestDetent: Bool { currentDetent.identifier == sortedDetents.first?.identifier }

    private func settle(translation: CGFloat, velocity: CGFloat) {
        let height = frameOfPresentedViewInContainerView.height
        // Where the card would come to rest, decelerating at iOS's normal rate (0.998 per ms).
        let rate: CGFloat = 0.998
        let projected = translation + velocity / 1000 * rate / (1 - rate)
        let detents = sortedDetents
        let index = detents.firstIndex { $0.identifier == currentDetent.identifier } ?? 0
        if projected > height / 2 {
            if index > 0, traitCollection.horizontalSizeClass == .compact {
                changeDetent(to: detents[index - 1])
            } else if canDismiss {
                dismissFromDrag()
            } else {
                springBack()
                delegate?.presentationControllerDidAttemptToDismiss(self)
            }
        } else if projected < -height / 4, index + 1 < detents.count, traitCollection.horizontalSizeClass == .compact {
            changeDetent(to: detents[index + 1])
        } else {
            springBack()
        }
    }

    private func springBack() {
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) {
            self.cardView.transform = .identity
        }
    }

    private func changeDetent(to detent: Detent) {
        let frame = cardView.frame
        cardView.transform = .identity
        cardView.frame = frame
        selectedDetentIdentifier = detent.identifier
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) {
            self.cardView.frame = self.frameOfPresentedViewInContainerView
            self.containerViewWillLayoutSubviews()
        }
    }

    private func dismissFromDrag() {
        // The card leaves from where the finger left it.
        let frame = cardView.frame
        cardView.transform = .identity
        cardView.frame = frame
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
    }
}
