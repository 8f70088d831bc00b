import Foundation

/// Groups layer changes and sets how their implicit animations run.
///
/// Vitrine applies model changes at once and draws them in the next frame; a transaction
/// carries settings (duration, timing function, disabled actions, values) and completion
/// blocks. Outside `begin`/`commit`, changes belong to the frame's implicit transaction,
/// committed by `flush()` in the frame pass.
///
/// Completion blocks: a block runs once its transaction has been committed and flushed
/// and every animation added in it after the block was set has ended (or been removed),
/// in the frame pass where the last one ends; with no animations, at the next `flush()`
/// (the commit phase of the next frame pass, after layout and display). Nested
/// transactions' blocks run after the enclosing one's, and the enclosing one also waits
/// for their animations.
@preconcurrency @MainActor
open class CATransaction {
    private struct Scope {
        var values: [String: Any] = [:]
        var completion: TransactionCompletion?
        var nested: [TransactionCompletion] = []
    }

    private static var stack: [Scope] = []
    private static var implicitScope = Scope()
    private static var committed: [TransactionCompletion] = []
    /// Completions committed and waiting for their animations (the soak's census, issue 29).
    package static var waitingCompletionCount: Int { committed.count }

    private static let animationDurationKey = "animationDuration"
    private static let animationTimingFunctionKey = "animationTimingFunction"
    private static let disableActionsKey = "disableActions"

    /// Opens a transaction for the current thread.
    public class func begin() {
        stack.append(Scope())
    }

    /// Closes the innermost transaction. Its completion waits for the enclosing
    /// transaction, or, for the outermost, for the frame (`flush()`).
    public class func commit() {
        guard let scope = stack.popLast() else {
            layerLogger.warning("CATransaction.commit without a matching begin, ignored")
            return
        }
        let completions = (scope.completion.map { [$0] } ?? []) + scope.nested
        guard !completions.isEmpty else { return }
        if stack.isEmpty {
            committed.append(contentsOf: completions)
            FrameScheduler.shared.setNeedsFrame()
        } else {
            stack[stack.count - 1].nested.append(contentsOf: completions)
        }
    }

    /// Ends the frame's implicit transaction: seals every transaction committed so far, in
    /// commit order, running the completion blocks that wait for no animation. Called by
    /// the frame pipeline.
    public class func flush() {
        let scope = implicitScope
        implicitScope = Scope()
        let completions = committed + (scope.completion.map { [$0] } ?? [])
        committed = []
        for completion in completions { completion.seal() }
    }

    /// A lock for changes from several threads; layers are main-actor bound, so a no-op.
    public class func lock() {}

    /// Releases `lock()`; a no-op.
    public class func unlock() {}

    /// The duration of implicit animations in the current transaction (default 0.25 s).
    public class func animationDuration() -> CFTimeInterval {
        (value(forKey: animationDurationKey) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the duration of implicit animations in the current transaction.
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: animationDurationKey)
    }

    /// The timing function of implicit animations in the current transaction (nil: the
    /// default curve).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: animationTimingFunctionKey) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in the current transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: animationTimingFunctionKey)
    }

    /// Whether implicit actions are disabled in the current transaction.
    public class func disableActions() -> Bool {
        (value(forKey: disableActionsKey) as? Bool) ?? false
    }

    /// Disables or enables implicit actions in the current transaction.
    public class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: disableActionsKey)
    }

    /// The completion block of the current transaction.
    public class func completionBlock() -> (@MainActor () -> Void)? {
        (stack.isEmpty ? implicitScope : stack[stack.count - 1]).completion?.block
    }

    /// Sets the block run once the current transaction has been committed and the
    /// animations added in it from now on have ended. Outside an explicit transaction, it
    /// belongs to the frame's implicit transaction.
    public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let completion = block.map { TransactionCompletion($0) }
        if stack.isEmpty {
            implicitScope.completion = completion
            FrameScheduler.shared.setNeedsFrame()
        } else {
            stack[stack.count - 1].completion = completion
        }
    }

    /// The completions an animation added now joins: those of every open transaction.
    static func completionsForNewAnimation() -> [TransactionCompletion] {
        let completions = ([implicitScope] + stack).compactMap(\.completion)
        for completion in completions { completion.animationAdded() }
        return completions
    }

    /// The value for `key` in the innermost transaction that sets it.
    public class func value(forKey key: String) -> Any? {
        for scope in stack.reversed() {
            if let value = scope.values[key] { return value }
        }
        return implicitScope.values[key]
    }

    /// Sets `value` for `key` in the current transaction (the frame's implicit one outside
    /// `begin`/`commit`, reset by `flush()`).
    public class func setValue(_ anObject: Any?, forKey key: String) {
        if stack.isEmpty {
            implicitScope.values[key] = anObject
        } else {
            stack[stack.count - 1].values[key] = anObject
        }
    }
}
