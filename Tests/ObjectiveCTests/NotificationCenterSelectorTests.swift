import Foundation
import ObjectiveC
import Testing

@MainActor
final class Listener: NSObject {
    var received: [String] = []
    func changed(_ notification: Notification) { received.append(notification.name.rawValue) }
    func poked() { received.append("poked") }
}

/// Selector-based notification observers. Apple: NotificationCenter
/// `addObserver(_:selector:name:object:)`, `removeObserver(_:)`,
/// `removeObserver(_:name:object:)` ("you don't need to unregister an observer in its
/// dealloc method": the center holds it weakly).
@MainActor
struct NotificationCenterSelectorTests {
    let center = NotificationCenter()
    let changed = Notification.Name("Changed")
    let poked = Notification.Name("Poked")

    @Test func theObserverGetsTheNotification() {
        let listener = Listener()
        center.addObserver(listener, selector: Selector("changed:", Listener.changed(_:)), name: changed, object: nil)
        center.addObserver(listener, selector: Selector("poked", Listener.poked), name: poked, object: nil)
        center.post(name: changed, object: nil)
        center.post(name: poked, object: nil)
        #expect(listener.received == ["Changed", "poked"])
    }

    @Test func theObjectFiltersTheSender() {
        let listener = Listener(), sender = NSObject(), other = NSObject()
        center.addObserver(listener, selector: Selector("changed:", Listener.changed(_:)), name: changed, object: sender)
        center.post(name: changed, object: other)
        #expect(listener.received.isEmpty)
        center.post(name: changed, object: sender)
        #expect(listener.received == ["Changed"])
    }

    @Test func removeObserverRemovesSelectorObservations() {
        let listener = Listener()
        center.addObserver(listener, selector: Selector("changed:", Listener.changed(_:)), name: changed, object: nil)
        center.removeObserver(listener)
        center.post(name: changed, object: nil)
        #expect(listener.received.isEmpty)
    }

    @Test func removeObserverByNameKeepsTheOthers() {
        let listener = Listener()
        center.addObserver(listener, selector: Selector("changed:", Listener.changed(_:)), name: changed, object: nil)
        center.addObserver(listener, selector: Selector("poked", Listener.poked), name: poked, object: nil)
        center.removeObserver(listener, name: changed, object: nil)
        center.post(name: changed, object: nil)
        center.post(name: poked, object: nil)
        #expect(listener.received == ["poked"])
    }

    @Test func removeObserverStillRemovesBlockObservationTokens() {
        let listener = Listener()
        // The token is an object: Swift picks the AnyObject overload, which passes it on.
        let token = center.addObserver(forName: changed, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { listener.poked() }
        }
        center.removeObserver(token)
        center.post(name: changed, object: nil)
        #expect(listener.received.isEmpty)
    }

    @Test func aDeallocatedObserverIsNotCalled() {
        weak var weakListener: Listener?
        do {
            let listener = Listener()
            weakListener = listener
            center.addObserver(listener, selector: Selector("changed:", Listener.changed(_:)), name: changed, object: nil)
        }
        #expect(weakListener == nil, "the center holds its observers weakly")
        center.post(name: changed, object: nil)
        // A later registration sweeps the gone observer's observation away.
        let listener = Listener()
        center.addObserver(listener, selector: Selector("poked", Listener.poked), name: poked, object: nil)
        center.post(name: changed, object: nil)
        center.post(name: poked, object: nil)
        #expect(listener.received == ["poked"])
    }
}
