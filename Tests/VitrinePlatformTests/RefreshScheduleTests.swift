import Testing
import VitrinePlatform

struct RefreshScheduleTests {
    private let interval = 0.25  // exact in binary, so the grid's sums are too

    @Test func blanksFallOnTheGridFromStart() {
        let schedule = RefreshSchedule(start: 10)
        #expect(schedule.blank(atOrBefore: 10, interval: interval) == 10)
        #expect(schedule.blank(atOrBefore: 10.6, interval: interval) == 10.5)
        #expect(schedule.nextWake(after: 10.5, interval: interval) == 10.75, "the next blank, not this one")
        #expect(schedule.nextWake(after: 10.6, interval: interval) == 10.75)
    }

    @Test func aFrameAskedForTheNextBlankComesThere() {
        var schedule = RefreshSchedule(start: 0)
        let armed = [schedule.requestFrame(), schedule.requestFrame()]
        #expect(armed == [true, false], "asked again before it came: nothing more to arm")
        let taken = [schedule.takeFrame(at: 0.25), schedule.takeFrame(at: 0.5)]
        #expect(taken == [true, false], "one request, one frame")
        #expect(!schedule.isFrameRequested)
    }

    @Test func aDeadlineWaitsForTheFirstBlankAtOrAfterIt() {
        var schedule = RefreshSchedule(start: 0)
        let armed = schedule.requestFrame(notBefore: 1.1)
        #expect(armed && schedule.nextWake(after: 0.3, interval: interval) == 1.25)
        let early = schedule.takeFrame(at: 1.0)
        #expect(!early && schedule.isFrameRequested, "not due, still asked for: the timer is armed again")
        let due = schedule.takeFrame(at: 1.25)
        #expect(due)
    }

    @Test func theEarlierRequestStands() {
        var schedule = RefreshSchedule(start: 0)
        let armed = [schedule.requestFrame(notBefore: 2), schedule.requestFrame(notBefore: 3), schedule.requestFrame(notBefore: 1)]
        #expect(armed == [true, false, true], "a later deadline changes nothing, an earlier one moves it")
        #expect(schedule.deadline == 1)
        let next = [schedule.requestFrame(), schedule.requestFrame(notBefore: 0.5)]
        #expect(next == [true, false], "the next blank is earlier still; a deadline does not postpone it")
        #expect(schedule.deadline == nil)
    }

    @Test func cancelDropsTheRequest() {
        var schedule = RefreshSchedule(start: 0)
        _ = schedule.requestFrame(notBefore: 1)
        schedule.cancel()
        let taken = schedule.takeFrame(at: 5)
        #expect(!schedule.isFrameRequested && schedule.deadline == nil && !taken)
    }
}
