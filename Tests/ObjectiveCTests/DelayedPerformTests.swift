import Foundation
import ObjectiveC
import Testing

/// NSObject's delayed performing. Apple: `perform(_:with:afterDelay:)` ("Invokes a method of
/// the receiver on the current thread using the default mode after a delay"),
/// `cancelPreviousPerformRequests(withTarget:)` and
/// `cancelPreviousPerformRequests(withTarget:selector:object:)`.
@MainActor
struct DelayedPerformTests {
    @Test func aDelayedPerformRunsFromTheRunLoop() {
        let recorder = Recorder()
        recorder.perform(Selector("tapped:", Recorder.tapped(_:)), with: NSNumber(value: 7), afterDelay: 0.01)
        #expect(recorder.calls.isEmpty, "not at once")
        spinMainRunLoop { !recorder.calls.isEmpty }
        #expect(recorder.calls == ["tapped 7"])
    }

    @Test func theTargetIsKeptUntilThePerformRunsThenReleased() {
        final class Log { var entries: [String] = [] }
        @MainActor final class Reporter: NSObject {
            let log: Log
            init(log: Log) { self.log = log }
            func report() { log.entries.append("report") }
        }
        let log = Log()
        weak var weakReporter: Reporter?
        do {
            let reporter = Reporter(log: log)
            weakReporter = reporter
            reporter.perform(Selector("report", Reporter.report), with: nil, afterDelay: 0.01)
        }
        #expect(weakReporter != nil, "kept by the request")
        spinMainRunLoop { !log.entries.isEmpty }
        #expect(log.entries == ["report"])
        #expect(weakReporter == nil, "released once performed")
    }

    @Test func cancellingATargetsRequestsStopsThem() {
        let recorder = Recorder()
        recorder.perform(Selector("refresh", Recorder.refresh), with: nil, afterDelay: 0.01)
        recorder.perform(Selector("ping", Recorder.ping), with: nil, afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: recorder)
        spinMainRunLoop(timeout: 0.1)
        #expect(recorder.calls.isEmpty)
    }

    @Test func cancellingBySelectorAndArgumentKeepsTheOthers() {
        let recorder = Recorder()
        let tapped = Selector("tapped:", Recorder.tapped(_:))
        recorder.perform(tapped, with: NSNumber(value: 1), afterDelay: 0.01)
        recorder.perform(tapped, with: NSNumber(value: 2), afterDelay: 0.01)
        recorder.perform(Selector("ping", Recorder.ping), with: nil, afterDelay: 0.01)
        // The argument is matched with isEqual(_:), the selector by name.
        NSObject.cancelPreviousPerformRequests(withTarget: recorder, selector: Selector("tapped:"),
                                               object: NSNumber(value: 1))
        spinMainRunLoop { recorder.calls.count == 2 }
        spinMainRunLoop(timeout: 0.05)
        #expect(recorder.calls.sorted() == ["ping", "tapped 2"])
    }
}
