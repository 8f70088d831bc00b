import Foundation

// NSObjectProtocol's and NSDelayedPerforming's selector methods, with iOS's signatures.
// They run the selector's Swift method (see `Selector`), on the main thread: Vitrine's
// selectors name main-actor methods. A call elsewhere is logged and does nothing.
extension NSObject {
    /// Calls `aSelector`'s method on the receiver and returns its result when that is an
    /// object (kept alive until the next `perform`, as an autorelease pool would), else nil.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, [], caller: "perform(_:)")
    }

    /// Calls `aSelector`'s method on the receiver with `object`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, [object as Any?], caller: "perform(_:with:)")
    }

    /// Calls `aSelector`'s method on the receiver with `object1` and `object2`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, [object1 as Any?, object2 as Any?], caller: "perform(_:with:with:)")
    }

    /// Whether the receiver has `aSelector`'s method (its type, or a subclass of it).
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.isImplemented(by: self)
    }

    /// Calls `aSelector`'s method on the receiver with `anArgument` after `delay` seconds,
    /// from the current run loop in its default mode (the app's main run loop, which
    /// `UIApplicationMain` runs). The receiver and the argument are kept until then.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        perform(aSelector, with: anArgument, afterDelay: delay, inModes: [.default])
    }

    /// Calls `aSelector`'s method on the receiver with `anArgument` after `delay` seconds,
    /// from the current run loop in `modes`.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {
        nonisolated(unsafe) let target = self, argument = anArgument
        MainThread.run("perform(_:with:afterDelay:)") {
            DelayedPerformRequests.schedule(target: target, selector: aSelector, argument: argument, delay: delay,
                                            modes: modes)
        }
    }

    /// Calls `aSelector`'s method on the receiver on the main thread: at once when called
    /// there and `wait` is true, else from the main queue.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        nonisolated(unsafe) let target = self, argument = arg
        if wait, MainThread.isCurrent {
            _ = performNow(aSelector, [argument], caller: "performSelector(onMainThread:with:waitUntilDone:)")
            return
        }
        let call: @Sendable () -> Void = {
            _ = target.performNow(aSelector, [argument], caller: "performSelector(onMainThread:with:waitUntilDone:)")
        }
        if wait { DispatchQueue.main.sync(execute: call) } else { DispatchQueue.main.async(execute: call) }
    }

    /// Cancels the `perform(_:with:afterDelay:)` requests of `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        nonisolated(unsafe) let target = aTarget as AnyObject
        MainThread.run("cancelPreviousPerformRequests(withTarget:)") {
            DelayedPerformRequests.cancel(target: target, selector: nil, argument: nil, matchesArgument: false)
        }
    }

    /// Cancels the `perform(_:with:afterDelay:)` requests of `aTarget` for `aSelector`
    /// whose argument equals `anArgument` (`isEqual(_:)`, both nil included).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector,
                                                    object anArgument: Any?) {
        nonisolated(unsafe) let target = aTarget as AnyObject, argument = anArgument
        MainThread.run("cancelPreviousPerformRequests(withTarget:selector:object:)") {
            DelayedPerformRequests.cancel(target: target, selector: aSelector, argument: argument, matchesArgument: true)
        }
    }

    private func performNow(_ selector: Selector?, _ arguments: [Any?], caller: String) -> Unmanaged<AnyObject>? {
        guard let selector else {
            Selector.logger.error("\(caller): no selector")
            return nil
        }
        nonisolated(unsafe) let target = self, values = arguments
        let result: Unmanaged<AnyObject>?? = MainThread.run(caller) {
            guard let returned = selector.perform(on: target, SelectorMethod.Arguments(values), caller: caller),
                  type(of: returned) is AnyClass else { return nil }
            let object = returned as AnyObject
            PerformResults.last = object
            return Unmanaged.passUnretained(object)
        }
        return result ?? nil
    }
}

/// The object the last `perform(_:)` returned, kept so that the unretained reference it
/// handed out stays valid while the caller reads it.
@MainActor
enum PerformResults {
    static var last: AnyObject?
}
