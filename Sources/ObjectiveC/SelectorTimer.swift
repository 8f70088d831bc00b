import Foundation

/// The timer `Timer(timeInterval:target:selector:userInfo:repeats:)` and
/// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` make: it holds its
/// target strongly, as on iOS, until it is invalidated (a timer that does not repeat, once
/// it has fired), and keeps `userInfo`, which Foundation's Linux timer cannot.
final class SelectorTimer: Timer {
    /// The target and selector; shared with the timer's block.
    final class Invocation: @unchecked Sendable {
        private let lock = NSLock()
        private var target: AnyObject?
        let selector: Selector
        let repeats: Bool

        init(target: AnyObject?, selector: Selector, repeats: Bool) {
            self.target = target
            self.selector = selector
            self.repeats = repeats
        }

        var currentTarget: AnyObject? { lock.withLock { target } }

        func release() {
            let released = lock.withLock {
                defer { target = nil }
                return target
            }
            withExtendedLifetime(released) {}
        }

        func fire(_ timer: Timer) {
            nonisolated(unsafe) let timer = timer
            MainThread.run("Timer \(selector)") {
                guard let target = currentTarget else { return }
                _ = selector.perform(on: target, SelectorMethod.Arguments([timer]), caller: "Timer")
            }
            // Foundation invalidates a one-shot timer itself, without calling invalidate().
            if !repeats { release() }
        }
    }

    private let invocation: Invocation
    private let info: Any?

    init(fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        var targetObject: AnyObject?
        if type(of: target) is AnyClass {
            targetObject = target as AnyObject
        } else {
            Selector.logger.error("Timer: the target of \(selector) is not an object (\(type(of: target))); the timer calls nothing")
        }
        let invocation = Invocation(target: targetObject, selector: selector, repeats: repeats)
        self.invocation = invocation
        info = userInfo
        // iOS takes an interval of 0 or less as 0.1 ms.
        super.init(fire: date, interval: interval > 0 ? interval : 0.0001, repeats: repeats) { timer in
            invocation.fire(timer)
        }
    }

    override var userInfo: Any? { info }

    override func invalidate() {
        super.invalidate()
        invocation.release()
    }
}
