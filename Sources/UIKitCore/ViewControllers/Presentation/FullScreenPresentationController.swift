/// The built-in presentations that cover a context: the screen (`.fullScreen`,
/// `.overFullScreen`) or a controller's view (`.currentContext`, `.overCurrentContext`).
/// The "over" styles keep the views below on screen; the others remove them once covered.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }

    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }

    override var shouldPresentInFullscreen: Bool { style == .fullScreen || style == .overFullScreen }
}
