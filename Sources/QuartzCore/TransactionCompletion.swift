/// The completion block of one transaction: it runs once the transaction has been
/// committed (and flushed) and every animation added in it after the block was set has
/// ended or been removed.
@MainActor
final class TransactionCompletion {
    /// The block, until it has run.
    private(set) var block: (@MainActor () -> Void)?
    private var pendingAnimations = 0
    private var isSealed = false
    /// Completions of transactions nested in this one, run after it.
    var nested: [TransactionCompletion] = []

    init(_ block: @escaping @MainActor () -> Void) {
        self.block = block
    }

    func animationAdded() { pendingAnimations += 1 }

    func animationEnded() {
        pendingAnimations -= 1
        runIfDone()
    }

    /// The transaction is committed: no more animations join it.
    func seal() {
        isSealed = true
        runIfDone()
        for completion in nested { completion.seal() }
    }

    private func runIfDone() {
        guard isSealed, pendingAnimations <= 0, let block else { return }
        self.block = nil
        block()
    }
}
