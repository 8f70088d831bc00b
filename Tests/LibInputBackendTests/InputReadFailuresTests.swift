import Foundation
import Glibc
import Logging
import Testing
import VitrineTestSupport
@testable import LibInputBackend

/// A libinput device that errors (issue 29): failed reads are logged once an episode, not
/// at every wake-up they cause, the devices are reopened while failures go on, and the end
/// of the episode is logged; between failures the descriptor is not polled, and reads are
/// tried again at growing intervals, so a descriptor that stays readable does not keep
/// the main thread busy.
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

    @Test func failuresAreRetriedAfterDelaysThatDoubleUpToFiveSeconds() {
        var failures = InputReadFailures()
        #expect(failures.retryDelay == nil, "healthy: nothing armed")
        var delays: [TimeInterval] = []
        for _ in 0..<9 {
            _ = failures.record(-EIO)
            delays.append(failures.retryDelay ?? 0)
        }
        #expect(delays == [0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 5, 5, 5])
        _ = failures.record(0)
        #expect(failures.retryDelay == nil, "a read that succeeds ends the back-off")
        _ = failures.record(-EIO)
        #expect(failures.retryDelay == 0.1, "a new episode starts over")
    }

    /// `epoll_ctl`, which Swift's Glibc module does not declare (sys/epoll.h).
    private static let epollCtl = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "epoll_ctl"),
                                                to: (@convention(c) (Int32, Int32, Int32, UnsafeMutableRawPointer?) -> Int32).self)

    /// Through the backend's seam, on a real libinput context whose descriptor stays
    /// readable as a device that errors keeps it: libinput's descriptor is an epoll set,
    /// and a pipe holding a byte, added to it, keeps it readable. Without the back-off
    /// every wake-up fails again at once (hundreds of thousands of reads a second); with it
    /// the reads come 0.1, 0.2, 0.4, 0.8 s apart. Other tests may hold the main queue, which
    /// only delays the reads: the check is an upper bound for the time waited.
    @Test func aDescriptorThatStaysReadableIsReadAtGrowingIntervals() async throws {
        // Never runs out: a real libinput_dispatch would find the foreign pipe in its set.
        let backend = LibInputBackend(fault: InputFault(errorCode: EIO, count: Int.max))
        let capture = LogLines()
        backend.logger = capture.logger()
        let started = Date()
        try backend.start { _ in }
        let descriptor = try #require(backend.descriptor)
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        var byte: UInt8 = 1
        try #require(write(ends[1], &byte, 1) == 1)
        // struct epoll_event: EPOLLIN (1) in its first 32 bits; its data is never read.
        var event = [UInt8](repeating: 0, count: 16)
        event[0] = 1
        let (add, delete): (Int32, Int32) = (1, 2)  // EPOLL_CTL_ADD, EPOLL_CTL_DEL
        try #require(Self.epollCtl(descriptor, add, ends[0], &event) == 0)
        defer {
            _ = Self.epollCtl(descriptor, delete, ends[0], nil)
            close(ends[0])
            close(ends[1])
            backend.stop()
        }
        var pollset = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&pollset, 1, 0) == 1, "libinput's descriptor is readable")
        func attempts() -> Int { Int.max - (backend.fault?.count ?? 0) }
        // The most reads the back-off allows in `elapsed` seconds from the first.
        func allowed(_ elapsed: TimeInterval) -> Int {
            var schedule = InputReadFailures(), due: TimeInterval = 0, reads = 0
            while due <= elapsed {
                reads += 1
                _ = schedule.record(-EIO)
                due += schedule.retryDelay ?? 0
            }
            return reads
        }
        // start() read once (the first failure); the main queue runs while the test waits.
        while attempts() < 2, Date().timeIntervalSince(started) < 120 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(attempts() >= 2, "read again")
        #expect(attempts() <= allowed(Date().timeIntervalSince(started)), "\(attempts()) reads")
        let waited = Date()
        while Date().timeIntervalSince(waited) < 1.5 { try await Task.sleep(for: .milliseconds(10)) }
        let elapsed = Date().timeIntervalSince(started)
        #expect(attempts() <= allowed(elapsed), "\(attempts()) reads in \(elapsed) s")
        #expect(capture.lines.filter { $0.contains("reading events failed") }.count == 1, "\(capture.lines)")
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
