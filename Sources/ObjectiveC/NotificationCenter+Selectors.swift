import Foundation

extension NotificationCenter {
    /// Calls `aSelector`'s method on `observer` (with the notification, if it takes an
    /// argument) for each notification named `aName` (any when nil) from `anObject` (any
    /// when nil). The observer is held weakly: once it is gone it is no longer called, and
    /// `removeObserver(_:)` removes it.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        guard type(of: observer) is AnyClass else {
            Selector.logger.error("addObserver(_:selector:name:object:): the observer of \(aSelector) is not an object (\(type(of: observer)))")
            return
        }
        SelectorObservations.add(center: self, observer: observer as AnyObject, selector: aSelector, name: aName,
                                 object: anObject)
    }

    // Swift prefers this overload to Foundation's `removeObserver(_: Any)` for an object,
    // so it removes the selector observations too, then calls Foundation's.
    /// Removes every observation of `observer`: selector-based ones and the tokens
    /// `addObserver(forName:object:queue:using:)` returned.
    public func removeObserver(_ observer: AnyObject) {
        SelectorObservations.remove(center: self, observer: observer, name: nil, object: nil)
        let foundationRemove: (Any) -> Void = removeObserver
        foundationRemove(observer)
    }

    /// Removes the observations of `observer` for `aName` (all names when nil) and
    /// `anObject` (all objects when nil).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        SelectorObservations.remove(center: self, observer: observer, name: aName, object: anObject)
        let foundationRemove: (Any, NSNotification.Name?, Any?) -> Void = removeObserver
        foundationRemove(observer, aName, anObject)
    }
}
