import Foundation
import ObjectiveC
import Testing

/// A target whose methods record their calls, written as an iOS app writes action methods.
@MainActor
class Recorder: NSObject {
    var calls: [String] = []

    func refresh() { calls.append("refresh") }
    func tapped(_ sender: NSNumber) { calls.append("tapped \(sender)") }
    func tapped(sender: Any?) { calls.append("tappedWithSender \(sender.map { "\($0)" } ?? "nil")") }
    func moved(_ from: NSNumber, to: NSNumber) { calls.append("moved \(from) \(to)") }
    func label() -> NSString { "made" }
    func count() -> Int { calls.count }
    func ping() { calls.append("ping") }
}

@MainActor
final class SubRecorder: Recorder {
    override func ping() { calls.append("sub ping") }
}

@MainActor
final class Stranger: NSObject {}

/// `Selector` as `scripts/port` emits it from `#selector(...)`: a name and the Swift method.
/// Apple: "Selector" (Objective-C Runtime), NSObjectProtocol `perform(_:)`,
/// `perform(_:with:)`, `perform(_:with:with:)`, `responds(to:)`, `NSStringFromSelector(_:)`,
/// `NSSelectorFromString(_:)`.
@MainActor
struct SelectorTests {
    @Test func selectorsAreEqualByNameAsInObjectiveC() {
        let withMethod = Selector("tapped:", Recorder.tapped(_:))
        #expect(withMethod == Selector("tapped:"))
        #expect(withMethod.hashValue == Selector("tapped:").hashValue)
        #expect(withMethod != Selector("tappedWithSender:", Recorder.tapped(sender:)))
        #expect(NSStringFromSelector(withMethod) == "tapped:")
        #expect(withMethod.description == "tapped:")
        #expect(NSStringFromSelector(NSSelectorFromString("refresh")) == "refresh")
    }

    @Test func performCallsTheMethodWithItsArguments() {
        let recorder = Recorder()
        recorder.perform(Selector("refresh", Recorder.refresh))
        recorder.perform(Selector("tapped:", Recorder.tapped(_:)), with: NSNumber(value: 3))
        recorder.perform(Selector("moved:to:", Recorder.moved(_:to:)), with: NSNumber(value: 1), with: NSNumber(value: 2))
        #expect(recorder.calls == ["refresh", "tapped 3", "moved 1 2"])
    }

    @Test func performReturnsAnObjectResultUnmanaged() {
        let recorder = Recorder()
        let result = recorder.perform(Selector("label", Recorder.label))
        #expect(result?.takeUnretainedValue() as? NSString == "made")
        // A result that is not an object (Objective-C would return it unboxed) gives nil.
        #expect(recorder.perform(Selector("count", Recorder.count)) == nil)
    }

    @Test func aSubclassPerformsItsOverride() {
        let sub = SubRecorder()
        let ping = Selector("ping", Recorder.ping)
        #expect(sub.responds(to: ping))
        sub.perform(ping)
        #expect(sub.calls == ["sub ping"])
    }

    @Test func respondsToAnswersWhetherTheTargetHasTheMethod() {
        let ping = Selector("ping", Recorder.ping)
        #expect(Recorder().responds(to: ping))
        #expect(!Stranger().responds(to: ping))
        #expect(!Recorder().responds(to: Selector("neverMadeWithAMethod")))
    }

    @Test func aSelectorMadeFromANameFindsAMethodOfThatName() {
        _ = Selector("recorderOnlyName", Recorder.refresh)
        let recorder = Recorder()
        let named = NSSelectorFromString("recorderOnlyName")
        #expect(recorder.responds(to: named))
        recorder.perform(named)
        #expect(recorder.calls == ["refresh"])
        #expect(!Stranger().responds(to: named))
    }

    @Test func anArgumentOfTheWrongTypeIsLoggedAndTheMethodNotCalled() {
        let recorder = Recorder()
        let lines = LogCapture.lines {
            recorder.perform(Selector("tapped:", Recorder.tapped(_:)), with: "not a number")
        }
        #expect(recorder.calls.isEmpty)
        #expect(lines.contains { $0.contains("tapped: not performed on Recorder: argument 1 is String") })
    }

    @Test func anOptionalParameterTakesNilForAnArgumentThatDoesNotFit() {
        let recorder = Recorder()
        recorder.perform(Selector("tappedWithSender:", Recorder.tapped(sender:)), with: nil)
        recorder.perform(Selector("tappedWithSender:", Recorder.tapped(sender:)), with: "x")
        #expect(recorder.calls == ["tappedWithSender nil", "tappedWithSender x"])
        recorder.perform(Selector("tapped:", Recorder.tapped(_:)))
        #expect(recorder.calls.count == 2, "a missing argument the method cannot take nil for: not called")
    }

    // NSObject performSelector(onMainThread:with:waitUntilDone:): "If the current thread
    // is also the main thread, and you pass true, the message is performed immediately".
    @Test func performOnTheMainThreadWaitingRunsAtOnce() {
        let recorder = Recorder()
        recorder.performSelector(onMainThread: Selector("tapped:", Recorder.tapped(_:)), with: NSNumber(value: 5),
                                 waitUntilDone: true)
        #expect(recorder.calls == ["tapped 5"])
    }

    @Test func aTargetWithoutTheMethodIsLoggedNotCrashed() {
        let stranger = Stranger()
        let lines = LogCapture.lines {
            #expect(stranger.perform(Selector("ping", Recorder.ping)) == nil)
        }
        #expect(lines.contains { $0.contains("Stranger does not respond to ping") })
    }
}
