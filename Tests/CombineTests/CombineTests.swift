import Combine
import Foundation
import Testing

/// `import Combine` as iOS apps use it. Each test cites the Apple documentation page of the
/// API it exercises (Combine framework reference).
///
/// In this test process the main actor runs on the main dispatch queue but nothing runs
/// `RunLoop.main`, so the tests wait with `await` for main-queue work, and use a run loop
/// of their own thread for the `RunLoop` scheduler. CombineAppTests checks both on the
/// main thread of a running app.
@Suite(.serialized)
@MainActor
struct CombineTests {
    /// Waits, letting the main queue run, until `condition` holds or `timeout` seconds passed
    /// (long: in the whole suite other main-actor tests hold the main queue for seconds).
    private func wait(timeout: TimeInterval = 60, until condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    final class Model: ObservableObject {
        @Published var query = ""
        @Published var count = 0
        @Published var doubled = 0
    }

    // ObservableObject: "By default an ObservableObject synthesizes an objectWillChange
    // publisher that emits the changed value before any of its @Published properties
    // changes." Published.projectedValue: the property's publisher.
    @Test func observableObjectAnnouncesChangesBeforeTheyHappen() {
        let model = Model()
        var seen: [Int] = []
        var cancellables = Set<AnyCancellable>()
        model.objectWillChange.sink { seen.append(model.count) }.store(in: &cancellables)
        var published: [Int] = []
        model.$count.sink { published.append($0) }.store(in: &cancellables)
        model.count = 1
        model.count = 2
        #expect(seen == [0, 1])
        #expect(published == [0, 1, 2])
    }

    // Publisher.assign(to:): "republishes elements received from a publisher, by assigning
    // them to a property marked as a publisher"; its lifetime is the property's.
    @Test func assignToAPublishedPropertyRepublishes() {
        let model = Model()
        model.$count.map { $0 * 2 }.assign(to: &model.$doubled)
        model.count = 21
        #expect(model.doubled == 42)
    }

    final class Label {
        var text: String? = nil
    }

    // assign(to:on:), PassthroughSubject, CurrentValueSubject, AnyCancellable.store(in:).
    @Test func subjectsSinkAndAssign() {
        let label = Label()
        let subject = PassthroughSubject<String, Never>()
        let current = CurrentValueSubject<Int, Never>(1)
        var cancellables = Set<AnyCancellable>()
        subject.map(Optional.some).assign(to: \.text, on: label).store(in: &cancellables)
        var values: [Int] = []
        current.sink { values.append($0) }.store(in: &cancellables)
        subject.send("hello")
        current.send(2)
        #expect(label.text == "hello")
        #expect(values == [1, 2])
        #expect(current.value == 2)
        cancellables.removeAll()
        subject.send("ignored")
        #expect(label.text == "hello")
    }

    // Publisher.receive(on:options:) with DispatchQueue.main and a RunLoop: the elements
    // arrive later, on the scheduler.
    @Test func receiveOnTheMainQueueAndOnARunLoop() async throws {
        let thread = RunLoopThread()
        defer { thread.cancel() }
        let subject = PassthroughSubject<Int, Never>()
        var onQueue: [Int] = []
        let onRunLoop = Recorder<Int>()
        var cancellables = Set<AnyCancellable>()
        subject.receive(on: DispatchQueue.main).sink { onQueue.append($0) }.store(in: &cancellables)
        subject.receive(on: thread.runLoop).sink { onRunLoop.append($0) }.store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        #expect(onQueue.isEmpty)
        try await wait { onQueue.count == 2 && onRunLoop.values.count == 2 }
        #expect(onQueue == [1, 2])
        #expect(onRunLoop.values == [1, 2])
        #expect(onRunLoop.threads.allSatisfy { $0 === thread })
    }

    // Publisher.debounce(for:scheduler:options:): "Publishes elements only after a
    // specified time interval elapses between events."
    @Test func debounceOnTheMainQueuePublishesTheLastOfABurst() async throws {
        let model = Model()
        var searched: [String] = []
        var cancellables = Set<AnyCancellable>()
        model.$query.dropFirst()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { searched.append($0) }
            .store(in: &cancellables)
        model.query = "a"
        model.query = "ap"
        // Before the last value: a pause of the test's thread after it (a loaded machine)
        // must not count against the debounce interval.
        let start = Date()
        model.query = "app"
        try await wait { !searched.isEmpty }
        #expect(searched == ["app"])
        #expect(Date().timeIntervalSince(start) >= 0.25)
        let stride: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
        #expect(stride == .seconds(0.3))
    }

    // Timer.publish(every:tolerance:on:in:options:) and ConnectablePublisher.autoconnect().
    @Test func timerPublishTicksOnItsRunLoop() async throws {
        let thread = RunLoopThread()
        defer { thread.cancel() }
        let ticks = Recorder<Date>()
        var cancellables = Set<AnyCancellable>()
        let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 0.05, on: thread.runLoop, in: .default).autoconnect()
        timer.sink { ticks.append($0) }.store(in: &cancellables)
        try await wait { ticks.values.count >= 3 }
        let dates = ticks.values
        #expect(dates.count >= 3)
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 < $1 })
    }

    // NotificationCenter.publisher(for:object:): "Returns a publisher that emits events when
    // broadcasting notifications."
    @Test func notificationCenterPublishesPostedNotifications() {
        let name = Notification.Name("CombineTests.ping")
        let sender = NSObject()
        var received: [Notification] = []
        let cancellable = NotificationCenter.default.publisher(for: name, object: sender).sink { received.append($0) }
        NotificationCenter.default.post(name: name, object: sender)
        NotificationCenter.default.post(name: name, object: NSObject())
        #expect(received.count == 1)
        #expect(received.first?.object as? NSObject === sender)
        cancellable.cancel()
        NotificationCenter.default.post(name: name, object: sender)
        #expect(received.count == 1)
        let publisher: NotificationCenter.Publisher = NotificationCenter.default.publisher(for: name)
        #expect(publisher.name == name)
    }

    // URLSession.dataTaskPublisher(for:): fails with the task's URLError (here a refused
    // connection on the loopback, so no network is needed).
    @Test func dataTaskPublisherFailsWithTheTasksError() async throws {
        var failure: URLError?
        var finished = false
        let publisher: URLSession.DataTaskPublisher = URLSession.shared.dataTaskPublisher(for: URL(string: "http://127.0.0.1:9/")!)
        let cancellable = publisher
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { failure = error }
                finished = true
            }, receiveValue: { _ in })
        try await wait { finished }
        #expect(failure != nil)
        cancellable.cancel()
    }

    // Optional.publisher and Result.publisher, and the other scheduler operators with
    // the main queue and a run loop: throttle, delay, timeout.
    @Test func theOtherSchedulerOperators() async throws {
        let thread = RunLoopThread()
        defer { thread.cancel() }
        var values: [Int] = []
        var cancellables = Set<AnyCancellable>()
        Optional(3).publisher.sink { values.append($0) }.store(in: &cancellables)
        Result<Int, Never>.success(4).publisher.sink { values.append($0) }.store(in: &cancellables)
        let delayed = Recorder<Int>()
        Just(5).delay(for: .milliseconds(50), scheduler: thread.runLoop).sink { delayed.append($0) }.store(in: &cancellables)
        var timedOut = false
        PassthroughSubject<Int, Never>().timeout(.milliseconds(50), scheduler: DispatchQueue.main)
            .sink(receiveCompletion: { _ in timedOut = true }, receiveValue: { _ in }).store(in: &cancellables)
        // throttle(for:scheduler:latest:): "Publishes either the most-recent or first element
        // published by the upstream publisher in the specified time interval."
        let taps = PassthroughSubject<Int, Never>()
        var throttled: [Int] = []
        taps.throttle(for: .milliseconds(100), scheduler: DispatchQueue.main, latest: true)
            .sink { throttled.append($0) }.store(in: &cancellables)
        taps.send(1)
        taps.send(2)
        taps.send(3)
        try await wait { delayed.values == [5] && timedOut && throttled.last == 3 }
        #expect(values == [3, 4])
        #expect(delayed.values == [5])
        #expect(timedOut)
        #expect(throttled.last == 3)
        #expect(!throttled.contains(2))
    }
}

/// A thread running its own run loop, for the `RunLoop` scheduler.
final class RunLoopThread: Thread, @unchecked Sendable {
    private let started = DispatchSemaphore(value: 0)
    private var loop: RunLoop?

    override init() {
        super.init()
        start()
        started.wait()
    }

    var runLoop: RunLoop { loop! }

    override func main() {
        loop = RunLoop.current
        // A run loop with nothing scheduled returns at once: a far timer keeps it running.
        RunLoop.current.add(Timer(timeInterval: 1_000_000, repeats: true) { _ in }, forMode: .default)
        started.signal()
        while !isCancelled {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.02))
        }
    }
}

/// Values received on another thread, and the threads they came on.
final class Recorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [(Value, Thread)] = []

    func append(_ value: Value) {
        lock.withLock { received.append((value, Thread.current)) }
    }

    var values: [Value] { lock.withLock { received.map(\.0) } }
    var threads: [Thread] { lock.withLock { received.map(\.1) } }
}
