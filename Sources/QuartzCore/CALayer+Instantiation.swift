import CClassFactory

extension CALayer {
    /// A new layer of `layerClass`, made by that class's `init()` (the app's override if it
    /// wrote one), as Core Animation makes a view's `layerClass` layer and presentation
    /// copies. `init()` is not `required`, as on iOS, so Swift cannot call it on a metatype;
    /// the class's vtable entry for it is called instead (CClassFactory).
    package static func make(_ layerClass: CALayer.Type) -> CALayer {
        let metadata = unsafeBitCast(layerClass, to: UnsafeRawPointer.self)
        guard let object = vitrine_make_calayer(metadata) else { return CALayer() }
        return Unmanaged<CALayer>.fromOpaque(object).takeRetainedValue()
    }

    /// `layerType.init()` on a metatype value, as UIKit's `NSObject.vitrineInit()` does for
    /// views and view controllers (`scripts/port` rewrites such calls; docs/PORTING.md).
    public class func vitrineInit() -> Self {
        guard let layer = make(self) as? Self else {
            // `make` falls back to a plain CALayer only where the runtime cannot find init().
            preconditionFailure("the Swift runtime cannot make \(self) through init()")
        }
        return layer
    }
}
