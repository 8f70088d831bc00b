import Foundation

/// The values associated with one object through `objc_setAssociatedObject`, by key.
/// Thread-safe, as the Objective-C runtime's table is.
package final class AssociatedValues: @unchecked Sendable {
    private enum Slot {
        case strong(Any)
        case weak(WeakBox)
    }
    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var slots: [UnsafeRawPointer: Slot] = [:]

    package var isEmpty: Bool { lock.withLock { slots.isEmpty } }

    func value(forKey key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            switch slots[key] {
            case .strong(let value): return value
            case .weak(let box): return box.object
            case nil: return nil
            }
        }
    }

    func set(_ value: Any?, forKey key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        let slot: Slot?
        switch (value, policy) {
        case (nil, _):
            slot = nil
        case (let value?, .OBJC_ASSOCIATION_ASSIGN):
            // A value type has no reference to dangle: it is kept as it is.
            slot = type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : .strong(value)
        case (let value?, .OBJC_ASSOCIATION_COPY), (let value?, .OBJC_ASSOCIATION_COPY_NONATOMIC):
            slot = .strong((value as? NSCopying)?.copy() ?? value)
        case (let value?, _):
            slot = .strong(value)
        }
        // The old value is released after the lock, in case its deinit associates again.
        let old = lock.withLock {
            defer { slots[key] = slot }
            return slots[key]
        }
        withExtendedLifetime(old) {}
    }

    func removeAll() {
        let old = lock.withLock {
            defer { slots = [:] }
            return slots
        }
        withExtendedLifetime(old) {}
    }
}
