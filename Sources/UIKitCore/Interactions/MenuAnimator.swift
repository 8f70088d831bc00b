/// The animator a menu's delegate gets, for edit menus and context menus alike. Menus
/// appear and go at once, so the delegate's animations run at that moment and its
/// completions right after.
@MainActor
final class MenuAnimator: UIEditMenuInteractionAnimating, UIContextMenuInteractionCommitAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []
    /// The preview's view controller (a context menu's, when its configuration has one).
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss

    init(previewViewController: UIViewController? = nil) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    func run() {
        for animation in animations { animation() }
        for completion in completions { completion() }
        animations = []
        completions = []
    }
}
