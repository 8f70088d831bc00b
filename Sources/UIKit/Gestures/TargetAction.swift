/// A target and one of its methods, called with the sender: Apple's target-action without
/// Objective-C selectors. The target is held weakly, as on iOS.
@MainActor
struct TargetAction {
    private(set) weak var target: AnyObject?
    private let perform: @MainActor (AnyObject, AnyObject, UIEvent?) -> Void

    /// `action` is an unapplied method reference (`Self.handleTap`) taking the sender;
    /// a sender of another type than `Sender` is not passed.
    init<Target: AnyObject, Sender: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.target = target
        perform = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            action(target)(sender)
        }
    }

    /// `action` is an unapplied method reference taking no argument.
    init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.target = target
        perform = { target, _, _ in
            guard let target = target as? Target else { return }
            action(target)()
        }
    }

    /// `action` is an unapplied method reference taking the sender and the event, as an
    /// iOS action method `tapped(_ sender: UIButton, forEvent event: UIEvent)`. A call
    /// with no event (`sendActions(for:)` from code) passes an empty event, as the
    /// method cannot take nil.
    init<Target: AnyObject, Sender: AnyObject>(target: Target,
                                               action: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void) {
        self.target = target
        perform = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            action(target)(sender, event ?? UIEvent())
        }
    }

    /// Calls the action if the target is still alive.
    func send(from sender: AnyObject, event: UIEvent? = nil) {
        guard let target else { return }
        perform(target, sender, event)
    }

    /// Calls the action with another target, which is passed only if it has the type
    /// the method belongs to.
    func send(to target: AnyObject, from sender: AnyObject, event: UIEvent?) {
        perform(target, sender, event)
    }
}
