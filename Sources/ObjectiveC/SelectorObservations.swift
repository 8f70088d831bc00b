import Foundation

/// The observations `NotificationCenter.addObserver(_:selector:name:object:)` made: each
/// is a block observation of Foundation's whose block calls the selector on the observer,
/// held weakly. Those of observers that have gone are removed at the next addition.
enum SelectorObservations {
    final class Observation: @unchecked Sendable {
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let selector: Selector
        let name: NSNotification.Name?
        let object: ObjectIdentifier?
        var token: (any NSObjectProtocol)?

        init(center: NotificationCenter, observer: AnyObject, selector: Selector, name: NSNotification.Name?,
             object: ObjectIdentifier?) {
            self.center = center
            self.observer = observer
            self.selector = selector
            self.name = name
            self.object = object
        }

        func deliver(_ notification: Notification) {
            nonisolated(unsafe) let notification = notification
            let call: @Sendable () -> Void = { [weak self] in
                MainThread.run("NotificationCenter") {
                    guard let self, let observer = self.observer else { return }
                    _ = self.selector.perform(on: observer, SelectorMethod.Arguments([notification]),
                                              caller: "NotificationCenter \(notification.name.rawValue)")
                }
            }
            // The methods are main-actor code: a notification posted on another thread is
            // delivered from the main queue.
            if MainThread.isCurrent { call() } else { DispatchQueue.main.async(execute: call) }
        }
    }

    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var observations: [Observation] = []
    }
    private static let storage = Storage()

    /// Observations registered now (the soak's census).
    static var count: Int { storage.lock.withLock { storage.observations.count } }

    static func add(center: NotificationCenter, observer: AnyObject, selector: Selector,
                    name: NSNotification.Name?, object: Any?) {
        let objectID = object.flatMap { type(of: $0) is AnyClass ? ObjectIdentifier($0 as AnyObject) : nil }
        let observation = Observation(center: center, observer: observer, selector: selector, name: name,
                                      object: objectID)
        observation.token = center.addObserver(forName: name, object: object, queue: nil) { [weak observation] notification in
            observation?.deliver(notification)
        }
        let gone = storage.lock.withLock {
            var gone: [Observation] = []
            storage.observations.removeAll { existing in
                guard existing.observer == nil else { return false }
                gone.append(existing)
                return true
            }
            storage.observations.append(observation)
            return gone
        }
        removeTokens(of: gone)
    }

    static func remove(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        let objectID = object.flatMap { type(of: $0) is AnyClass ? ObjectIdentifier($0 as AnyObject) : nil }
        let removed = storage.lock.withLock {
            var removed: [Observation] = []
            storage.observations.removeAll { existing in
                guard existing.center === center, existing.observer === observer,
                      name == nil || existing.name == name, objectID == nil || existing.object == objectID else { return false }
                removed.append(existing)
                return true
            }
            return removed
        }
        removeTokens(of: removed)
    }

    private static func removeTokens(of observations: [Observation]) {
        for observation in observations {
            guard let center = observation.center, let token = observation.token else { continue }
            let foundationRemove: (Any) -> Void = center.removeObserver
            foundationRemove(token)
        }
    }
}
