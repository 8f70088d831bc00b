import CClassFactory
import Foundation

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
    /// the class's own `init()`, the app's override if it wrote one; a class whose own
    /// initializers leave `init()` out traps ("use of unimplemented initializer"), as iOS
    /// raises for it.
    public class func vitrineInit() -> Self {
        guard let object = make(self) as? Self else {
            // Only a Swift runtime without the vtable lookup gets here.
            preconditionFailure("the Swift runtime cannot make \(self) through init()")
        }
        return object
    }
}
