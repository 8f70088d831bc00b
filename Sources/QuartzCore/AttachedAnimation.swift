/// An animation added to a layer: the layer's copy, its key and where it stands.
@MainActor
final class AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    /// Completion blocks of the transactions it was added in, told when it ends.
    let completions: [TransactionCompletion]
    /// Whether its start time is fixed (a `beginTime` of 0 becomes the frame's time).
    var isCommitted = false
    var didStart = false
    var didStop = false
    /// For a transition, the old content, once the first frame has taken it.
    var snapshot: TransitionSnapshot?

    init(key: String?, animation: CAAnimation, completions: [TransactionCompletion]) {
        self.key = key
        self.animation = animation
        self.completions = completions
    }

    /// Tells the delegate and the transactions that the animation ended, once.
    func stop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        for completion in completions { completion.animationEnded() }
    }
}
