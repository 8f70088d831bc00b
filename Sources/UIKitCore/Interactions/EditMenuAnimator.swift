/// The animator an edit menu's delegate gets. The menu appears and goes at once, so the
/// delegate's animations run at that moment and its completions right after.
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    func run() {
        for animation in animations { animation() }
        for completion in completions { completion() }
        animations = []
        completions = []
    }
}
