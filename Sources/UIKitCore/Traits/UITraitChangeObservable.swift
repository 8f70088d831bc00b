/// Views and view controllers: they run handlers when watched traits change (iOS 17's
/// replacement for overriding `traitCollectionDidChange(_:)`).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// Stops the handler of `registration`.
    func unregisterForTraitChanges(_ registration: UITraitChangeRegistration)
}

/// Where a view or controller keeps its registrations.
@MainActor
protocol TraitChangeRegistrations: AnyObject {
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with the object and its previous traits whenever one of `traits`
    /// changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait],
                                        handler: @escaping @MainActor (Self, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let object = object as? Self { handler(object, previous) }
        }
        (self as? TraitChangeRegistrations)?.traitChangeRegistrations.append(registration)
        return registration
    }

    /// Calls `action` on `target` whenever one of `traits` changes (Vitrine's form of
    /// `target:action:` with a Swift method reference).
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping @MainActor (Target) -> () -> Void) -> UITraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (_: Self, _: UITraitCollection) in
            if let target { action(target)() }
        }
    }
}

extension TraitChangeRegistrations {
    func unregister(_ registration: UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// Runs the handlers watching a trait that differs between `previous` and `current`.
    func runTraitChangeHandlers(from previous: UITraitCollection, to current: UITraitCollection) {
        guard !traitChangeRegistrations.isEmpty else { return }
        let changed = current.changedTraits(from: previous)
        for registration in traitChangeRegistrations where !registration.traits.isDisjoint(with: changed) {
            registration.handler(self, previous)
        }
    }
}
