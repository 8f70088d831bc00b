/// A target and an action selector, as controls, bar button items and gesture recognizers
/// keep them. The target is held weakly, as on iOS; an action added without a target goes
/// up the responder chain (`UIApplication.sendAction(_:to:from:for:)`).
@MainActor
struct TargetAction {
    private(set) weak var target: AnyObject?
    /// Whether a target was given; one that has gone since is not replaced by the chain.
    let hasTarget: Bool
    let selector: Selector

    /// Names of the selectors made for Swift method references (`action #1`, ...): unique,
    /// so that each can be removed by the selector `enumerateEventHandlers(_:)` hands out.
    private static var methodReferenceCount = 0

    /// iOS's form: a target (or nil) and a selector.
    init(target: Any?, selector: Selector) {
        self.target = target.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil }
        hasTarget = target != nil
        self.selector = selector
    }

    /// Vitrine's form: `action` is an unapplied method reference (`Self.handleTap`) taking
    /// the sender; a sender of another type than `Sender` is not passed.
    init<Target: AnyObject, Sender: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.init(target: target, method: SelectorMethod(action))
    }

    /// `action` is an unapplied method reference taking no argument.
    init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(target: target, method: SelectorMethod(action))
    }

    /// `action` is an unapplied method reference taking the sender and the event, as an
    /// iOS action method `tapped(_ sender: UIButton, forEvent event: UIEvent)`. A call
    /// with no event (`sendActions(for:)` from code) passes an empty event, as the
    /// method cannot take nil.
    init<Target: AnyObject, Sender: AnyObject>(target: Target,
                                               action: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void) {
        self.init(target: target, method: SelectorMethod(action))
    }

    private init(target: AnyObject, method: SelectorMethod) {
        Self.methodReferenceCount += 1
        self.init(target: target, selector: Selector(name: "action #\(Self.methodReferenceCount)", method: method,
                                                     registers: false))
    }

    /// Sends the action from `sender`: to the target while it is alive, or up the
    /// responder chain when none was given.
    func send(from sender: AnyObject, event: UIEvent? = nil) {
        if hasTarget, target == nil { return }
        UIApplication.shared.sendAction(selector, to: target, from: sender, for: event)
    }
}
