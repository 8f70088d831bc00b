import CClassFactory
import Foundation

/// Initializers the app registered for `vitrineInit()`, by class (see `vitrineRegisterInit`).
/// Read from the nonisolated `vitrineInit()`, so behind a lock; the closures run on the main actor.
private nonisolated(unsafe) var registeredInitializers: [ObjectIdentifier: @MainActor () -> NSObject] = [:]
private let registeredInitializersLock = NSLock()

/// An object made on the main actor, handed back to the nonisolated `vitrineInit()` that waits for it.
private struct MadeObject: @unchecked Sendable {
    let object: NSObject?
}

extension NSObject {
    /// A new object of `objectClass` made by that class's `init()`, or nil when the Swift
    /// runtime cannot find the initializer. `init()` is not `required`, as on iOS, so Swift
    /// cannot call it on a metatype; the class's vtable entry for `NSObject.init()` is called
    /// instead (CClassFactory; docs/ARCHITECTURE.md, "Creating classes by name").
    package static func make(_ objectClass: NSObject.Type) -> NSObject? {
        let metadata = unsafeBitCast(objectClass, to: UnsafeRawPointer.self)
        guard let pointer = vitrine_make_nsobject(metadata) else { return nil }
        return Unmanaged<NSObject>.fromOpaque(pointer).takeRetainedValue()
    }

    /// `metatype.init()` on a metatype value (`let type: UIViewController.Type`), which
    /// Swift on iOS compiles for any Objective-C class and Swift on Linux only for a
    /// `required init()`. `scripts/port` rewrites such calls to `metatype.vitrineInit()`
    /// (docs/PORTING.md), so the app's classes need no `required`. The object is made by
    /// the class's own `init()`: the one registered with `vitrineRegisterInit` for the
    /// class, else the class's vtable entry for `NSObject.init()`, the app's override if it
    /// wrote one. A class whose own initializers leave `init()` out, and that nothing
    /// registered, traps ("use of unimplemented initializer"), as iOS raises for it.
    public class func vitrineInit() -> Self {
        registeredInitializersLock.lock()
        let registered = registeredInitializers[ObjectIdentifier(self)]
        registeredInitializersLock.unlock()
        if let registered {
            // Only the app's view controllers and views are registered: made on the main actor, as they must be.
            let made = MainActor.assumeIsolated { MadeObject(object: registered()) }
            if let object = made.object as? Self { return object }
        }
        guard let object = make(self) as? Self else {
            // Only a Swift runtime without the vtable lookup gets here.
            preconditionFailure("the Swift runtime cannot make \(self) through init()")
        }
        return object
    }

    /// Makes `vitrineInit()` create `objectClass` with `make` (`{ Controller() }`). A view
    /// controller or view that declares its own designated `init()` has no entry for
    /// `NSObject.init()` in its vtable: UIKit's `init()` there is a convenience initializer,
    /// which a class with designated initializers of its own does not inherit, so Swift on
    /// Linux cannot reach that `init()` from a metatype. `scripts/port` generates one call
    /// per such class of the app, run before launch (docs/PORTING.md).
    @MainActor
    public static func vitrineRegisterInit<Object: NSObject>(_ objectClass: Object.Type, _ make: @escaping @MainActor () -> Object) {
        registeredInitializersLock.lock()
        registeredInitializers[ObjectIdentifier(objectClass)] = make
        registeredInitializersLock.unlock()
    }
}
