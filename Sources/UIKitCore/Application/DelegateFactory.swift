import Foundation
import Logging

/// Makes the app's delegates from their classes, as iOS does from a name in Info.plist or
/// `UIApplicationMain`: through the class's own `init()`, with no `required init()` in the
/// app's declaration. Swift only calls a required initializer on a class known at run
/// time, so the class's vtable entry for `NSObject.init()` is called instead (CClassFactory;
/// docs/ARCHITECTURE.md, "Creating classes by name"). Delegates descend from `NSObject`, as
/// on iOS (`UIResponder` is one).
package enum DelegateFactory {
    private static let logger = Logger(label: "vitrine.application")

    /// A new instance of `delegateClass` as a `Delegate`, or nil (logged) when the class is
    /// not an `NSObject` subclass adopting `Delegate`.
    package static func make<Delegate>(_ delegateClass: AnyClass, as delegate: Delegate.Type) -> Delegate? {
        guard let objectClass = delegateClass as? NSObject.Type else {
            logger.error("cannot make \(delegateClass): a delegate class must descend from NSObject (UIResponder is one)")
            return nil
        }
        guard let object = NSObject.make(objectClass) else {
            logger.error("cannot make \(delegateClass): the Swift runtime has no init() for it")
            return nil
        }
        guard let made = object as? Delegate else {
            logger.error("\(delegateClass) is not a \(Delegate.self)")
            return nil
        }
        return made
    }
}
