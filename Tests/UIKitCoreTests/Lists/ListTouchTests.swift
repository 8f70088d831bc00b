import HeadlessDisplay
import Testing
@testable import UIKitCore

/// The list engine's touch handling (`ListHost`), on a plain host: a finger held on a row
/// highlights it, lifted there taps it (after the highlight goes, as "Managing table view
/// highlighting" orders didUnhighlight before the selection); moved off the row, the
/// highlight goes and nothing is tapped; while a row is swiped open (Apple's
/// `UISwipeActionsConfiguration`), a touch only closes it.
@MainActor
@Suite(.serialized)
struct ListTouchTests {
    /// A runtime made in the test itself (suites run side by side; one runtime at a time
    /// owns the screen) and a host of five rows in its window.
    private func makeHost() throws -> (VitrineRuntime, TestListHost) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 320, pixelHeight: 600, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let host = TestListHost(counts: [5], frame: window.bounds)
        window.addSubview(host)
        runtime.stepUntilIdle()
        return (runtime, host)
    }

    private func middle(of item: Int, in host: TestListHost) -> CGPoint {
        let frame = host.listRowFrame(at: IndexPath(item: item, section: 0)) ?? .null
        return host.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    @Test func aTapHighlightsTheRowThenTapsItAfterTheHighlightGoes() throws {
        let (runtime, host) = try makeHost()
        runtime.touchDown(at: middle(of: 2, in: host))
        runtime.stepUntilIdle()
        #expect(host.highlighted == IndexPath(item: 2, section: 0))
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(host.log == ["highlight 2", "unhighlight 2", "tap 2"])
        #expect(host.highlighted == nil)
    }

    @Test func aFingerMovedOffTheRowTakesTheHighlightAndTapsNothing() throws {
        let (runtime, host) = try makeHost()
        runtime.touchDown(at: middle(of: 2, in: host))
        runtime.stepUntilIdle()
        var point = middle(of: 3, in: host)
        point.x += 1
        runtime.touchMove(to: point)
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(host.log == ["highlight 2", "unhighlight 2"])
    }

    @Test func aTouchWhileARowIsSwipedOpenOnlyClosesIt() throws {
        let (runtime, host) = try makeHost()
        let indexPath = IndexPath(item: 1, section: 0)
        let cell = try #require(host.cells[indexPath])
        let configuration = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        let swipe = RowSwipe(host: host, cell: cell, indexPath: indexPath, configuration: configuration, direction: -1)
        host.swipe = swipe
        swipe.open()
        runtime.stepUntilIdle()
        #expect(cell.frame.minX == -swipe.openWidth)
        runtime.touchDown(at: middle(of: 3, in: host))
        runtime.stepUntilIdle()
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(host.swipe == nil)
        #expect(cell.frame == host.listRowFrame(at: indexPath))
        #expect(host.log == ["swipe closed 1"])
    }
}
