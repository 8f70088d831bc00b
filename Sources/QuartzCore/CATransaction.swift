import Foundation

/// Groups layer changes. Vitrine applies model changes at once and draws them in the next
/// frame, so a transaction only carries settings (duration, disabled actions, values) and
/// completion blocks.
///
/// Completion blocks: a block set inside a transaction runs once that transaction has been
/// committed, at the next `flush()`: the frame pipeline calls it in the commit phase of
/// the next frame pass, after layout and display. Nested transactions hand their blocks to
/// the outermost one.
@MainActor
open class CATransaction {
    private struct Scope {
        var values: [String: Any] = [:]
        var completion: (@MainActor () -> Void)?
    }

    private static var stack: [Scope] = []
    private static var pendingCompletions: [@MainActor () -> Void] = []

    private static let animationDurationKey = "animationDuration"
    private static let disableActionsKey = "disableActions"

    /// Opens a transaction for the current thread.
    public class func begin() {
        stack.append(Scope())
    }

    /// Closes the innermost transaction. Its completion block moves to the enclosing
    /// transaction, or, for the outermost, waits for the frame (`flush()`).
    public class func commit() {
        guard let scope = stack.popLast() else {
            layerLogger.warning("CATransaction.commit without a matching begin, ignored")
            return
        }
        guard let completion = scope.completion else { return }
        if stack.isEmpty {
            pendingCompletions.append(completion)
            FrameScheduler.shared.setNeedsFrame()
        } else {
            let outer = stack[stack.count - 1].completion
            stack[stack.count - 1].completion = {
                outer?()
                completion()
            }
        }
    }

    /// Ends the frame's implicit transaction: runs the completion blocks of every
    /// transaction committed so far, in commit order. Called by the frame pipeline.
    public class func flush() {
        let blocks = pendingCompletions
        pendingCompletions = []
        implicitValues = [:]
        for block in blocks { block() }
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
        stack.last?.completion
    }

    /// Sets the block run once the current transaction has been committed and drawn.
    /// Outside an explicit transaction, it belongs to the frame's implicit transaction.
    public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if stack.isEmpty {
            if let block { pendingCompletions.append(block) }
            FrameScheduler.shared.setNeedsFrame()
            return
        }
        stack[stack.count - 1].completion = block
    }

    /// The value for `key` in the innermost transaction that sets it.
    public class func value(forKey key: String) -> Any? {
        for scope in stack.reversed() {
            if let value = scope.values[key] { return value }
        }
        return implicitValues[key]
    }

    /// Sets `value` for `key` in the current transaction (the frame's implicit one outside
    /// `begin`/`commit`, reset by `flush()`).
    public class func setValue(_ anObject: Any?, forKey key: String) {
        if stack.isEmpty {
            implicitValues[key] = anObject
        } else {
            stack[stack.count - 1].values[key] = anObject
        }
    }

    private static var implicitValues: [String: Any] = [:]
}
