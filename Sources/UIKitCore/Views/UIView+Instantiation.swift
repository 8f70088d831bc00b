import CClassFactory
import Foundation

extension UIView {
    /// A new view of `viewClass` made by that class's `init(frame:)`, as iOS makes the
    /// classes registered with tables and collection views: the app's override runs (a
    /// table cell's `init(style:reuseIdentifier:)` through `UITableViewCell`'s
    /// `init(frame:)`). `init(frame:)` is not `required`, as on iOS, so Swift cannot call it
    /// on a metatype; the class's vtable entry for it is called instead (CClassFactory;
    /// docs/ARCHITECTURE.md, "Creating classes by name"). A class whose own initializers
    /// leave `init(frame:)` out traps, as on iOS ("use of unimplemented initializer").
    static func make<View: UIView>(_ viewClass: View.Type, frame: CGRect) -> View {
        let metadata = unsafeBitCast(viewClass, to: UnsafeRawPointer.self)
        if let pointer = vitrine_make_view(metadata, frame.origin.x, frame.origin.y, frame.size.width, frame.size.height),
           let view = Unmanaged<UIView>.fromOpaque(pointer).takeRetainedValue() as? View {
            return view
        }
        // Only a Swift runtime without the vtable lookup gets here.
        preconditionFailure("the Swift runtime cannot make \(viewClass) through init(frame:)")
    }
}
