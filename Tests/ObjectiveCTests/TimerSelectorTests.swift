import Foundation
import ObjectiveC
import Testing

@MainActor
final class Ticker: NSObject {
    var ticks: [Timer] = []
    var info: [String] = []
    func tick(_ timer: Timer) {
        ticks.append(timer)
        if let text = timer.userInfo as? String { info.append(text) }
    }
}

/// Timers with a target and a selector. Apple: Timer
/// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`,
/// `init(timeInterval:target:selector:userInfo:repeats:)` ("The timer maintains a strong
/// reference to target until it (the timer) is invalidated"), `invalidate()` ("also
/// releases the target and userInfo objects").
@MainActor
struct TimerSelectorTests {
    @Test func aScheduledTimerCallsTheSelectorWithTheTimer() {
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: ticker, selector: Selector("tick:", Ticker.tick(_:)),
                                         userInfo: "hello", repeats: true)
        spinMainRunLoop { ticker.ticks.count >= 2 }
        timer.invalidate()
        #expect(ticker.ticks.count >= 2)
        #expect(ticker.ticks.allSatisfy { $0 === timer })
        #expect(ticker.info.first == "hello")
        #expect(timer.userInfo as? String == "hello")
        let count = ticker.ticks.count
        spinMainRunLoop(timeout: 0.05)
        #expect(ticker.ticks.count == count, "no tick after invalidate()")
    }

    @Test func theTimerHoldsItsTargetUntilInvalidated() {
        weak var weakTicker: Ticker?
        let timer: Timer
        do {
            let ticker = Ticker()
            weakTicker = ticker
            timer = Timer(timeInterval: 10, target: ticker, selector: Selector("tick:", Ticker.tick(_:)), userInfo: nil,
                          repeats: true)
        }
        #expect(weakTicker != nil)
        timer.invalidate()
        #expect(weakTicker == nil)
    }

    // Timer init(fireAt:interval:target:selector:userInfo:repeats:).
    @Test func aTimerMadeForADateFiresThenAndKeepsItsUserInfo() {
        let ticker = Ticker()
        let timer = Timer(fireAt: Date(timeIntervalSinceNow: 0.01), interval: 0, target: ticker,
                          selector: Selector("tick:", Ticker.tick(_:)), userInfo: "at", repeats: false)
        RunLoop.current.add(timer, forMode: .default)
        spinMainRunLoop { !ticker.ticks.isEmpty }
        #expect(ticker.info == ["at"])
        #expect(!timer.isValid)
    }

    @Test func aOneShotTimerAddedToTheRunLoopFiresOnceAndReleasesItsTarget() {
        weak var weakTicker: Ticker?
        var timer: Timer?
        do {
            let ticker = Ticker()
            weakTicker = ticker
            let made = Timer(timeInterval: 0.01, target: ticker, selector: Selector("tick:", Ticker.tick(_:)),
                             userInfo: nil, repeats: false)
            RunLoop.current.add(made, forMode: .default)
            timer = made
        }
        spinMainRunLoop(timeout: 0.5) { weakTicker == nil }
        #expect(weakTicker == nil)
        #expect(timer?.isValid == false)
    }
}
