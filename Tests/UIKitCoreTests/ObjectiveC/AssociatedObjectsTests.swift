import Foundation
import Testing
@testable import UIKitCore

nonisolated(unsafe) private var tapHandlerKey: UInt8 = 0
nonisolated(unsafe) private var badgeKey: UInt8 = 0

/// `objc_setAssociatedObject` and `objc_getAssociatedObject` as iOS apps use them for stored
/// properties in extensions ("Associated Objects", Objective-C Runtime:
/// objc_setAssociatedObject(_:_:_:_:)): values kept per object and key, replaced or removed
/// with nil, released with the object.
@MainActor
struct AssociatedObjectsTests {
    final class Payload {
        let name: String
        let onDeinit: () -> Void
        init(_ name: String, onDeinit: @escaping () -> Void = {}) {
            self.name = name
            self.onDeinit = onDeinit
        }
        deinit { onDeinit() }
    }
    final class PlainObject {}

    @Test func aViewKeepsAValuePerKeyAsAStoredPropertyWould() {
        let button = UIButton()
        let other = UIButton()
        objc_setAssociatedObject(button, &tapHandlerKey, "tap", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(button, &badgeKey, 3, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(button, &tapHandlerKey) as? String == "tap")
        #expect(objc_getAssociatedObject(button, &badgeKey) as? Int == 3)
        #expect(objc_getAssociatedObject(other, &tapHandlerKey) == nil)
        objc_setAssociatedObject(button, &tapHandlerKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(button, &tapHandlerKey) == nil)
        objc_removeAssociatedObjects(button)
        #expect(objc_getAssociatedObject(button, &badgeKey) == nil)
    }

    @Test func aClosureStoredOnAControlCanBeCalledBack() {
        let control = UIControl()
        var calls = 0
        let handler: () -> Void = { calls += 1 }
        objc_setAssociatedObject(control, &tapHandlerKey, handler, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        (objc_getAssociatedObject(control, &tapHandlerKey) as? () -> Void)?()
        #expect(calls == 1)
    }

    // "the associated objects are released when the object is deallocated"
    @Test func aViewsValuesAreReleasedWithTheView() {
        var released = false
        do {
            let view = UIView()
            objc_setAssociatedObject(view, &badgeKey, Payload("badge") { released = true }, .OBJC_ASSOCIATION_RETAIN)
            #expect(!released)
        }
        #expect(released)
    }

    @Test func replacingAValueReleasesTheOldOne() {
        var released = false
        let view = UIView()
        objc_setAssociatedObject(view, &badgeKey, Payload("old") { released = true }, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(view, &badgeKey, Payload("new"), .OBJC_ASSOCIATION_RETAIN)
        #expect(released)
        #expect((objc_getAssociatedObject(view, &badgeKey) as? Payload)?.name == "new")
    }

    // Objective-C's assign policy keeps an unretained pointer; Vitrine's is weak, never dangling.
    @Test func assignHoldsAnObjectWeakly() {
        let view = UIView()
        do {
            let payload = Payload("weak")
            objc_setAssociatedObject(view, &badgeKey, payload, .OBJC_ASSOCIATION_ASSIGN)
            #expect((objc_getAssociatedObject(view, &badgeKey) as? Payload)?.name == "weak")
        }
        #expect(objc_getAssociatedObject(view, &badgeKey) == nil)
    }

    @Test func theCopyPolicyStoresACopy() {
        let view = UIView()
        let text = NSMutableString(string: "draft")
        objc_setAssociatedObject(view, &badgeKey, text, .OBJC_ASSOCIATION_COPY)
        text.append(" changed")
        #expect((objc_getAssociatedObject(view, &badgeKey) as? NSString) == "draft")
    }

    // Objects that are not UIKit's keep their values in a side table: never handed to another
    // object, and released by the next sweep (each frame pass) once the object is gone.
    @Test func anyObjectsValuesGoWithItAtTheNextSweep() {
        var released = false
        do {
            let object = PlainObject()
            objc_setAssociatedObject(object, &badgeKey, Payload("side") { released = true }, .OBJC_ASSOCIATION_RETAIN)
            #expect((objc_getAssociatedObject(object, &badgeKey) as? Payload)?.name == "side")
        }
        AssociatedObjects.sweep()
        #expect(released)
        let next = PlainObject()
        #expect(objc_getAssociatedObject(next, &badgeKey) == nil)
    }
}
