import Glibc
import Logging
import Testing
import VitrineTestSupport
@testable import LibInputBackend

/// A libinput device that errors (issue 29): failed reads are logged once an episode, not
/// at every wake-up they cause, the devices are reopened while failures go on, and the end
/// of the episode is logged.
@MainActor
@Suite struct InputReadFailuresTests {
    @Test func anEpisodeIsLoggedWhenItStartsAndWhenItEnds() {
        var failures = InputReadFailures()
        #expect(failures.record(0) == .none)
        #expect(failures.record(-EIO) == .started(errorCode: EIO))
        for _ in 2..<InputReadFailures.reopenInterval { #expect(failures.record(-EIO) == .none) }
        #expect(failures.record(-EIO) == .reopenDevices(logged: true))
        for _ in 1..<InputReadFailures.reopenInterval { #expect(failures.record(-EIO) == .none) }
        #expect(failures.record(-EIO) == .reopenDevices(logged: false))
        #expect(failures.record(0) == .recovered(failures: 2 * InputReadFailures.reopenInterval))
        #expect(failures.record(0) == .none)
        #expect(failures.record(-ENODEV) == .started(errorCode: ENODEV), "a new episode")
    }

    @Test func theFaultSettingReadsNameAndCount() {
        #expect(InputFault("eio:20") == InputFault(errorCode: EIO, count: 20))
        #expect(InputFault("ENODEV:1") == InputFault(errorCode: ENODEV, count: 1))
        for bad in ["EIO", "EAGAIN:3", "EIO:0", "EIO:-1", "EIO:3:4", ":3"] {
            #expect(InputFault(bad) == nil, "\(bad)")
        }
    }

    /// Through the backend's seam, on a real libinput context: 20 injected failures of
    /// `libinput_dispatch` give three lines (the start, the reopening, the end), and the
    /// backend reads on.
    @Test func aStormOfFailedReadsIsLoggedOnceAndSurvived() throws {
        let backend = LibInputBackend(fault: InputFault(errorCode: EIO, count: 20))
        let capture = LogLines()
        backend.logger = capture.logger()
        try backend.start { _ in }
        defer { backend.stop() }
        // start() read once: 19 more failures, then reads that succeed.
        for _ in 0..<30 { backend.readEvents() }
        let failures = capture.lines.filter { $0.contains("failed") || $0.contains("reopening") || $0.contains("again after") }
        #expect(failures.count == 3, "\(capture.lines)")
        #expect(failures.first?.contains("reading events failed: Input/output error") == true, "\(failures)")
        #expect(failures.contains { $0.contains("reopening the devices") }, "\(failures)")
        #expect(failures.last?.contains("reading events again after 20 failed reads") == true, "\(failures)")
    }
}
