import Foundation

/// Objective-C's associated objects, which iOS apps use to add stored properties in
/// extensions (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`).
/// UIKit's own classes (responders: views, view controllers; gesture recognizers; bar
/// items) keep the values themselves, so they are released with the object. Other objects'
/// values sit in a side table beside a weak reference to the object: a value is never
/// handed to a new object at the old address, and the values of objects that have gone
/// are released at the next call into this API or the next frame pass.
package enum AssociatedObjects {
    /// UIKit's classes keep their values themselves, made on first use (under the side
    /// table's lock: most objects never have any).
    package protocol Host: AnyObject {
        var associatedValuesStorage: AssociatedValues? { get set }
    }

    private final class Entry {
        weak var owner: AnyObject?
        let values = AssociatedValues()
        init(owner: AnyObject) { self.owner = owner }
    }

    private final class SideTable: @unchecked Sendable {
        let lock = NSLock()
        var entries: [ObjectIdentifier: Entry] = [:]
        /// Entries after the last sweep: the next one comes when they have doubled.
        var sweepThreshold = 64
    }
    private static let sideTable = SideTable()

    /// The values of `object`, made on first use when `create` is true.
    package static func values(of object: AnyObject, create: Bool) -> AssociatedValues? {
        let table = sideTable
        if let host = object as? Host {
            return table.lock.withLock {
                if let values = host.associatedValuesStorage { return values }
                guard create else { return nil }
                let values = AssociatedValues()
                host.associatedValuesStorage = values
                return values
            }
        }
        var released: [Entry] = []
        defer { withExtendedLifetime(released) {} }
        return table.lock.withLock {
            if let entry = table.entries[ObjectIdentifier(object)] {
                if entry.owner === object { return entry.values }
                // The object that had these values is gone; another took its address.
                released.append(entry)
                table.entries[ObjectIdentifier(object)] = nil
            }
            guard create else { return nil }
            if table.entries.count >= table.sweepThreshold {
                released += sweepLocked(table)
                table.sweepThreshold = max(64, table.entries.count * 2)
            }
            let entry = Entry(owner: object)
            table.entries[ObjectIdentifier(object)] = entry
            return entry.values
        }
    }

    /// Releases the values of objects that have gone; UIKit calls it once per frame pass.
    package static func sweep() {
        let table = sideTable
        let released = table.lock.withLock { table.entries.isEmpty ? [] : sweepLocked(table) }
        withExtendedLifetime(released) {}
    }

    private static func sweepLocked(_ table: SideTable) -> [Entry] {
        var released: [Entry] = []
        table.entries = table.entries.filter { _, entry in
            if entry.owner != nil { return true }
            released.append(entry)
            return false
        }
        return released
    }

    /// Objects in the side table, for tests.
    package static var sideTableCount: Int { sideTable.lock.withLock { sideTable.entries.count } }
}

/// Associates `value` with `object` under `key` (the address of a static or global
/// variable of the app, as on iOS); nil removes it.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    guard type(of: object) is AnyClass else { return }
    AssociatedObjects.values(of: object as AnyObject, create: value != nil)?.set(value, forKey: key, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard type(of: object) is AnyClass else { return nil }
    return AssociatedObjects.values(of: object as AnyObject, create: false)?.value(forKey: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard type(of: object) is AnyClass else { return }
    AssociatedObjects.values(of: object as AnyObject, create: false)?.removeAll()
}
