/// What `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits watched and what runs when one of them changes.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: Set<String>
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { $0.identifier })
        self.handler = handler
    }
}
