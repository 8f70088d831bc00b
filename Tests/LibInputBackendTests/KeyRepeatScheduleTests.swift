import Testing
import VitrinePlatform
@testable import LibInputBackend

@Suite struct KeyRepeatScheduleTests {
    private func press(_ code: UInt32, device: Int = 1, at time: Double) -> InputEvent {
        let key = InputKey(hidUsage: 4, evdevCode: code, isPressed: true, characters: "a",
                           charactersIgnoringModifiers: "a", modifiers: [])
        return InputEvent(.key(key), device: device, timestamp: time)
    }

    private func times(_ events: [InputEvent]) -> [Double] { events.map { ($0.timestamp * 1000).rounded() / 1000 } }

    @Test func aHeldKeyRepeatsAfterTheDelayAtTheRate() {
        var schedule = KeyRepeatSchedule(delay: 0.5, rate: 25)
        schedule.start(press(30, at: 10))
        #expect(schedule.nextDeadline == 10.5)
        #expect(schedule.due(at: 10.49).isEmpty)
        let first = schedule.due(at: 10.5)
        #expect(times(first) == [10.5])
        #expect(times(schedule.due(at: 10.59)) == [10.54, 10.58])
        guard case .key(let key) = first[0].kind else { Issue.record("not a key"); return }
        #expect(key.isRepeat && key.isPressed && key.characters == "a")
    }

    @Test func releasingTheKeyStopsIt() {
        var schedule = KeyRepeatSchedule(delay: 0.5, rate: 25)
        schedule.start(press(30, at: 10))
        schedule.release(evdevCode: 31, device: 1)
        schedule.release(evdevCode: 30, device: 2)
        #expect(schedule.nextDeadline != nil)
        schedule.release(evdevCode: 30, device: 1)
        #expect(schedule.nextDeadline == nil)
        #expect(schedule.due(at: 11).isEmpty)
    }

    @Test func anotherKeyTakesOver() {
        var schedule = KeyRepeatSchedule(delay: 0.5, rate: 25)
        schedule.start(press(30, at: 10))
        schedule.start(press(31, at: 10.2))
        #expect(schedule.nextDeadline == 10.7)
        schedule.release(evdevCode: 30, device: 1)
        #expect(schedule.nextDeadline == 10.7)
    }

    @Test func rateZeroNeverRepeats() {
        var schedule = KeyRepeatSchedule(delay: 0.5, rate: 0)
        schedule.start(press(30, at: 10))
        #expect(schedule.nextDeadline == nil)
    }

    @Test func aStallTypesAtMostAFewRepeats() {
        var schedule = KeyRepeatSchedule(delay: 0.5, rate: 25)
        schedule.start(press(30, at: 10))
        let burst = schedule.due(at: 3610)
        #expect(burst.count == 3)
        #expect(burst.allSatisfy { $0.timestamp <= 3610 && $0.timestamp > 3609.8 })
        #expect(schedule.nextDeadline! > 3610)
    }

    @Test func cancellingADeviceStopsOnlyItsKey() {
        var schedule = KeyRepeatSchedule(delay: 0.5, rate: 25)
        schedule.start(press(30, device: 2, at: 10))
        schedule.cancel(device: 1)
        #expect(schedule.nextDeadline != nil)
        schedule.cancel(device: 2)
        #expect(schedule.nextDeadline == nil)
    }
}
