import Foundation

extension Timer {
    /// A timer calling `aSelector`'s method on `aTarget` (with the timer, if it takes an
    /// argument) every `ti` seconds, or once, scheduled on the current run loop in the
    /// default mode. The timer holds the target until it is invalidated.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = SelectorTimer(fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget,
                                  selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// Lets `Timer` have the iOS initializers that take a target and a selector: they make a
/// subclass (which keeps the target and `userInfo`), which only a protocol extension's
/// initializer can return. Not for apps.
public protocol _TimerSelectorInitializers {}

extension Timer: _TimerSelectorInitializers {}

extension _TimerSelectorInitializers where Self == Timer {
    /// A timer calling `aSelector`'s method on `aTarget` every `ti` seconds, or once, from
    /// `ti` seconds on, once added to a run loop. It holds the target until invalidated.
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                repeats yesOrNo: Bool) {
        self = SelectorTimer(fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget,
                             selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }

    /// A timer calling `s`'s method on `t` from `date` on, every `ti` seconds or once,
    /// once added to a run loop.
    public init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?,
                repeats rep: Bool) {
        self = SelectorTimer(fireAt: date, interval: ti, target: t, selector: s, userInfo: ui, repeats: rep)
    }
}
