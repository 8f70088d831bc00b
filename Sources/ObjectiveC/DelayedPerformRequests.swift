import Foundation

/// `perform(_:with:afterDelay:)` requests waiting for their timer, which holds the target
/// and argument until it fires or is cancelled, as on iOS.
@MainActor
enum DelayedPerformRequests {
    private struct Request {
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        let timer: Timer
    }
    private static var pending: [Request] = []
    /// Requests waiting now (the soak's census).
    static var count: Int { pending.count }

    static func schedule(target: AnyObject, selector: Selector, argument: Any?, delay: TimeInterval,
                         modes: [RunLoop.Mode]) {
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(0, delay.isFinite ? delay : 0)), interval: 0,
                          repeats: false) { timer in
            nonisolated(unsafe) let timer = timer
            MainThread.run("perform(_:with:afterDelay:)") { fire(timer) }
        }
        pending.append(Request(target: target, selector: selector, argument: argument, timer: timer))
        for mode in modes { RunLoop.current.add(timer, forMode: mode) }
    }

    private static func fire(_ timer: Timer) {
        guard let index = pending.firstIndex(where: { $0.timer === timer }) else { return }
        let request = pending.remove(at: index)
        _ = request.selector.perform(on: request.target, SelectorMethod.Arguments([request.argument]),
                                     caller: "perform(_:with:afterDelay:)")
    }

    /// Cancels the requests of `target`, for `selector` when given, and whose argument
    /// equals `argument` when `matchesArgument`.
    static func cancel(target: AnyObject, selector: Selector?, argument: Any?, matchesArgument: Bool) {
        var cancelled: [Request] = []
        pending.removeAll { request in
            guard request.target === target, selector == nil || request.selector == selector,
                  !matchesArgument || argumentsEqual(request.argument, argument) else { return false }
            cancelled.append(request)
            return true
        }
        for request in cancelled { request.timer.invalidate() }
    }

    /// Objective-C compares the arguments with `isEqual:`.
    private static func argumentsEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?):
            if let lhs = lhs as? NSObject { return lhs.isEqual(rhs) }
            if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return lhs as AnyObject === rhs as AnyObject }
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return false
        default: return false
        }
    }
}
