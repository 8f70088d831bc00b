import Foundation

/// The view a presentation happens in (UIKit's transition view): on top of the window's
/// other views, over the presentation's context. Its presentation controller lays it out.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
