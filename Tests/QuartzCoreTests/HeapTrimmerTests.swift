import Testing
import QuartzCore

/// When malloc's free pages go back to the system: at the end of a burst of frame passes,
/// never at each frame (issue 29). The frame pipeline's use of it, with malloc's real heap,
/// is in UIKitCoreTests' HeapTrimAtSettleTests.
@MainActor
struct HeapTrimmerTests {
    @Test("a drag, which settles after each of its frames, trims once per minimum interval, not per frame")
    func dragTrimsOncePerInterval() {
        var trims = 0
        let trimmer = HeapTrimmer { trims += 1 }
        // Two seconds of a drag at 60 Hz: each event's pass ends with no frame asked for.
        for frame in 0...120 { trimmer.workDidSettle(at: 10 + Double(frame) / 60) }
        // At 10, 10.5, 11, 11.5 and 12 s: HeapTrimmer.minimumInterval is half a second.
        #expect(HeapTrimmer.minimumInterval == 0.5)
        #expect(trims == 5)
        #expect(trimmer.trimCount == 5)
    }

    @Test("the first settling trims; after a pause as long as the interval, the next one does")
    func settlingAfterAPauseTrims() {
        var trims = 0
        let trimmer = HeapTrimmer { trims += 1 }
        trimmer.workDidSettle(at: 3)
        #expect(trims == 1)
        trimmer.workDidSettle(at: 3.2)
        #expect(trims == 1)
        trimmer.workDidSettle(at: 3.5)
        #expect(trims == 2)
    }

    @Test("a settling too soon after the last trim is told when its trim is due; called then, it trims")
    func settlingTooSoonIsToldWhenItsTrimIsDue() {
        var trims = 0
        let trimmer = HeapTrimmer { trims += 1 }
        #expect(trimmer.workDidSettle(at: 3) == nil)
        #expect(trimmer.workDidSettle(at: 3.2) == 3.5)
        #expect(trims == 1)
        #expect(trimmer.workDidSettle(at: 3.5) == nil)
        #expect(trims == 2)
    }

    @Test("a display whose clock starts again (a new runtime) trims at its first settling")
    func clockStartingAgainTrims() {
        var trims = 0
        let trimmer = HeapTrimmer { trims += 1 }
        trimmer.workDidSettle(at: 500)
        trimmer.workDidSettle(at: 0.1)
        #expect(trims == 2)
    }

    @Test("trim() trims at once, whatever the interval, and adds up the time trims take")
    func trimNowIgnoresTheInterval() {
        var trims = 0
        let trimmer = HeapTrimmer { trims += 1 }
        trimmer.workDidSettle(at: 1)
        trimmer.trim()
        trimmer.trim()
        #expect(trims == 3)
        #expect(trimmer.trimCount == 3)
        #expect(trimmer.trimSeconds >= trimmer.longestTrimSeconds && trimmer.longestTrimSeconds >= 0)
        // trim() leaves the interval at settling as it was.
        trimmer.workDidSettle(at: 1.2)
        #expect(trims == 3)
    }
}
