/// The delegate of every animation a view animation block made: it tells the block's
/// callbacks (the completion, or the old API's will-start and did-stop) once.
///
/// `finished` is true when every animation ran to its end, false when one was removed
/// or replaced before. A block that made no animation reports at the next frame, finished.
@MainActor
final class ViewAnimationTracker: CAAnimationDelegate {
    /// Whether the animated views take touches meanwhile (`.allowUserInteraction`).
    let allowsUserInteraction: Bool
    private let onStart: (() -> Void)?
    private var onStop: ((Bool) -> Void)?
    private var pending = 0
    private var finished = true
    private var didStart = false
    private var isSealed = false

    init(allowsUserInteraction: Bool, onStart: (() -> Void)? = nil, onStop: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.onStart = onStart
        self.onStop = onStop
    }

    /// Counts an animation made with this tracker as its delegate.
    func animationAdded() { pending += 1 }

    /// No more animations join: with none running, the callbacks run at the next frame.
    func seal() {
        isSealed = true
        guard pending == 0 else { return }
        // An empty transaction's completion runs at the next frame's commit.
        CATransaction.begin()
        CATransaction.setCompletionBlock { [self] in stopIfDone() }
        CATransaction.commit()
    }

    func animationDidStart(_ anim: CAAnimation) {
        start()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        finished = finished && flag
        stopIfDone()
    }

    private func start() {
        guard !didStart else { return }
        didStart = true
        onStart?()
    }

    private func stopIfDone() {
        guard isSealed, pending <= 0, let onStop else { return }
        self.onStop = nil
        start()
        onStop(finished)
    }
}
