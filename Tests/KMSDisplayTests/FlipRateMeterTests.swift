import Testing
@testable import KMSDisplay

struct FlipRateMeterTests {
    @Test func rateOfBackToBackFlips() {
        var meter = FlipRateMeter()
        for i in 0..<61 { meter.record(10 + Double(i) / 60, refreshInterval: 1.0 / 60) }
        #expect(abs((meter.rate ?? 0) - 60) < 0.001)
    }

    @Test func idleGapStartsANewRun() {
        var meter = FlipRateMeter()
        for i in 0..<10 { meter.record(Double(i) / 60, refreshInterval: 1.0 / 60) }
        for i in 0..<5 { meter.record(5 + Double(i) / 30, refreshInterval: 1.0 / 60) }
        #expect(abs((meter.rate ?? 0) - 30) < 0.001)
    }

    @Test func missedVblanksStillCount() {
        var meter = FlipRateMeter()
        for i in 0..<11 { meter.record(Double(i) * 0.1, refreshInterval: 1.0 / 60) }
        #expect(abs((meter.rate ?? 0) - 10) < 0.001)
    }

    @Test func noRateBeforeTwoFlips() {
        var meter = FlipRateMeter()
        #expect(meter.rate == nil)
        meter.record(1, refreshInterval: 1.0 / 60)
        #expect(meter.rate == nil)
    }

    @Test func windowKeepsTheLatestFlips() {
        var meter = FlipRateMeter(window: 3)
        for t in [0.0, 0.01, 0.02, 0.04, 0.06] { meter.record(t, refreshInterval: 0.02) }
        #expect(abs((meter.rate ?? 0) - 50) < 0.001)
    }
}
