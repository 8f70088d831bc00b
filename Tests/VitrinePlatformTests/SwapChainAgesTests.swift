import Testing
import VitrinePlatform

struct SwapChainAgesTests {
    /// Draws and shows `frames` frames, returning the (buffer, age) handed out for each.
    private func run(_ ages: inout SwapChainAges, frames: Int) -> [(Int, Int)] {
        (0..<frames).map { _ in
            let index = ages.next
            defer { ages.markShown(index) }
            return (index, ages.age(of: index))
        }
    }

    @Test func doubleBuffering() {
        var ages = SwapChainAges(count: 2)
        let handed = run(&ages, frames: 5)
        #expect(handed.map(\.0) == [0, 1, 0, 1, 0])
        #expect(handed.map(\.1) == [0, 0, 2, 2, 2])
    }

    @Test func tripleBuffering() {
        var ages = SwapChainAges(count: 3)
        let handed = run(&ages, frames: 6)
        #expect(handed.map(\.0) == [0, 1, 2, 0, 1, 2])
        #expect(handed.map(\.1) == [0, 0, 0, 3, 3, 3])
    }

    @Test func resetMakesEveryBufferUnknownButKeepsTheFront() {
        var ages = SwapChainAges(count: 2)
        _ = run(&ages, frames: 3)
        ages.reset()
        #expect(ages.front == 0)
        let handed = run(&ages, frames: 3)
        #expect(handed.map(\.0) == [1, 0, 1])
        #expect(handed.map(\.1) == [0, 0, 2])
    }
}
