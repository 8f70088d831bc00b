import Foundation

/// Key-value observing as far as Swift without the Objective-C runtime allows. On iOS,
/// `addObserver(_:forKeyPath:options:context:)` makes every later change of the property
/// call the observer's `observeValue(forKeyPath:of:change:context:)`; the runtime swaps the
/// observed object's class to notice the changes. Swift on Linux has no such swap, so here
/// an object tells its observers itself with `didChangeValue(forKey:new:old:)`: Vitrine's
/// classes and the port's stand-ins (the web view's `estimatedProgress`, `title`, `url`) do
/// for the properties iOS apps observe. The observer's `observeValue` is `UIResponder`'s
/// (view controllers and views are where iOS apps override it), as NSObject's own class
/// cannot gain an overridable method here.
extension NSObject {
    /// Adds `observer` for `keyPath` of this object. Not retained, as on iOS.
    @MainActor
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        KeyValueObservers.shared.add(observer, of: self, keyPath: keyPath, options: options, context: context)
        if options.contains(.initial) {
            (observer as? UIResponder)?.observeValue(forKeyPath: keyPath, of: self, change: [.kindKey: 1], context: context)
        }
    }

    /// Removes what `addObserver` added for `observer` and `keyPath` (with `context`, only that registration).
    @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.shared.remove(observer, of: self, keyPath: keyPath, context: context, anyContext: false)
    }

    @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservers.shared.remove(observer, of: self, keyPath: keyPath, context: nil, anyContext: true)
    }

    /// Tells the observers of `key` that it changed, with the values they asked for.
    @MainActor
    public func didChangeValue(forKey key: String, new: Any?, old: Any? = nil) {
        for registration in KeyValueObservers.shared.registrations(of: self, keyPath: key) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: 1]
            if registration.options.contains(.new), let new { change[.newKey] = new }
            if registration.options.contains(.old), let old { change[.oldKey] = old }
            (registration.observer as? UIResponder)?.observeValue(forKeyPath: key, of: self, change: change,
                                                                  context: registration.context)
        }
    }
}

/// The observers `addObserver` added, by observed object.
@MainActor
final class KeyValueObservers {
    static let shared = KeyValueObservers()

    struct Registration {
        weak var object: NSObject?
        weak var observer: NSObject?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
    }

    private var list: [Registration] = []

    func add(_ observer: NSObject, of object: NSObject, keyPath: String, options: NSKeyValueObservingOptions,
             context: UnsafeMutableRawPointer?) {
        list.removeAll { $0.object == nil || $0.observer == nil }
        list.append(Registration(object: object, observer: observer, keyPath: keyPath, options: options, context: context))
    }

    func remove(_ observer: NSObject, of object: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool) {
        list.removeAll {
            $0.object == nil || $0.observer == nil
                || ($0.object === object && $0.observer === observer && $0.keyPath == keyPath && (anyContext || $0.context == context))
        }
    }

    func registrations(of object: NSObject, keyPath: String) -> [Registration] {
        list.filter { $0.object === object && $0.keyPath == keyPath && $0.observer != nil }
    }
}
