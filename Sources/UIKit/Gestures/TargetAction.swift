/// A target and one of its methods, called with the sender: Apple's target-action without
/// Objective-C selectors. The target is held weakly, as on iOS.
@MainActor
struct TargetAction {
    private(set) weak var target: AnyObject?
    private let perform: @MainActor (AnyObject, AnyObject) -> Void

    /// `action` is an unapplied method reference (`Self.handleTap`) taking the sender;
    /// a sender of another type than `Sender` is not passed.
    init<Target: AnyObject, Sender: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.target = target
        perform = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            action(target)(sender)
        }
    }

    /// `action` is an unapplied method reference taking no argument.
    init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.target = target
        perform = { target, _ in
            guard let target = target as? Target else { return }
            action(target)()
        }
    }

    /// Calls the action if the target is still alive.
    func send(from sender: AnyObject) {
        guard let target else { return }
        perform(target, sender)
    }
}
