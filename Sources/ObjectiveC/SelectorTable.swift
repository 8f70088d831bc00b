import Foundation

/// The methods of the selectors made so far, by name: how a selector made from a name only
/// (`NSSelectorFromString("tapped:")`) finds a method, as Objective-C finds it in the
/// target's class. One entry per name and type, so making the same selector again (every
/// `addTarget` call does) costs a lookup.
enum SelectorTable {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var methods: [String: [SelectorMethod]] = [:]
    }
    private static let storage = Storage()

    /// Methods registered so far (the soak's census).
    static var count: Int { storage.lock.withLock { storage.methods.values.reduce(0) { $0 + $1.count } } }

    static func register(name: String, method: SelectorMethod) {
        let storage = storage
        storage.lock.withLock {
            let owner = ObjectIdentifier(method.ownerType)
            if storage.methods[name]?.contains(where: { ObjectIdentifier($0.ownerType) == owner }) == true { return }
            storage.methods[name, default: []].append(method)
        }
    }

    /// The first method registered under `name` that `target` has.
    static func method(named name: String, for target: AnyObject) -> SelectorMethod? {
        let candidates = storage.lock.withLock { storage.methods[name] ?? [] }
        return candidates.first { $0.accepts(target) }
    }
}
