import Glibc
import VitrinePlatform

/// Hands the free pages of malloc's heap back to the system once the app goes idle after
/// some work (issue 29).
///
/// glibc returns freed memory to the system by itself only from the top of its heap; the
/// pages of chunks freed inside it stay resident until `malloc_trim`. The soak's hour of
/// pages and random input kept 1-8 MB of such free memory resident beside 9-10 MB in use,
/// a different amount at each sample, which read as growth. The frame pipeline calls
/// `workDidSettle(at:)` when a frame pass ends with no frame asked for: an animation never
/// settles, and an app left alone makes no pass. A drag settles between its events, so a
/// trim waits `minimumInterval` on the display's clock after the last one: never one per
/// frame. A settling that comes sooner is owed its trim: the pipeline wakes at the vertical
/// blank it is due (one wake-up, `requestFrame(notBefore:)`), so that an app left
/// alone after a burst, a kiosk at home between visitors, always sits trimmed. Each pipeline
/// paces its trims with a trimmer of its own, on its display's clock, that trims through
/// `shared`.
@preconcurrency @MainActor
package final class HeapTrimmer {
    /// The trimmer of malloc's heap: the compositor's, and what the pipelines' trim through.
    package static let shared = HeapTrimmer { _ = mallocTrim?(0) }

    /// The least time on the display's clock between two trims at settling. A trim walks the
    /// heap's free chunks: about 0.25 ms at the soak's heap size (docs/BENCHMARKS.md, Reliability).
    package static let minimumInterval: TimeInterval = 0.5

    /// glibc's `malloc_trim`, which Swift's Glibc module does not declare.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    private let trimHeap: @MainActor () -> Void
    private var lastSettledTrim: TimeInterval?

    /// Trims so far, and the time they took (the soak reports them).
    package private(set) var trimCount = 0
    package private(set) var trimSeconds: TimeInterval = 0
    package private(set) var longestTrimSeconds: TimeInterval = 0

    /// A trimmer that calls `trim` to trim (tests count the calls).
    package init(trim: @escaping @MainActor () -> Void) {
        trimHeap = trim
    }

    /// A frame pass ended at `time` (the display's clock) and no other frame is asked for:
    /// trims unless the last trim at settling was less than `minimumInterval` before. A clock
    /// that went back (a new display starts its own) counts as time enough. Returns when the
    /// trim left out is due (nil: it trimmed): the pipeline calls again then, so that an app
    /// left alone after a burst sits trimmed.
    @discardableResult
    package func workDidSettle(at time: TimeInterval) -> TimeInterval? {
        if let last = lastSettledTrim, time >= last, time - last < Self.minimumInterval { return last + Self.minimumInterval }
        lastSettledTrim = time
        trim()
        return nil
    }

    /// Trims now: the compositor freed much memory at once.
    package func trim() {
        let start = MonotonicClock.now()
        trimHeap()
        let seconds = MonotonicClock.now() - start
        trimCount += 1
        trimSeconds += seconds
        longestTrimSeconds = max(longestTrimSeconds, seconds)
    }
}
