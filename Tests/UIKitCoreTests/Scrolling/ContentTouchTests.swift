import HeadlessDisplay
import Testing
@testable import UIKitCore

/// Touches on content in scroll views, after UIScrollView's documentation:
/// `delaysContentTouches`, `canCancelContentTouches`, `touchesShouldBegin(_:with:in:)`,
/// `touchesShouldCancel(in:)`; and a finger that stops a fling.
@MainActor
@Suite(.serialized)
struct ContentTouchTests {
    final class Content: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    final class Refusing: UIScrollView {
        var asked: [UIView] = []
        var begins = true
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            asked.append(view)
            return begins
        }
    }

    private func makeScene(_ scrollView: UIScrollView = UIScrollView()) throws -> (VitrineRuntime, UIScrollView) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        scrollView.frame = window.bounds
        scrollView.contentSize = CGSize(width: 400, height: 3000)
        window.addSubview(scrollView)
        runtime.stepFrames(1)
        return (runtime, scrollView)
    }

    /// A finger put down at `start`, held `hold` frames, then moved up by 12 points a frame
    /// for 8 frames and lifted.
    private func drag(_ runtime: VitrineRuntime, from start: CGPoint, hold: Int) {
        runtime.touchDown(at: start)
        runtime.stepFrames(1 + hold)
        for step in 1...8 {
            runtime.touchMove(to: CGPoint(x: start.x, y: start.y - CGFloat(12 * step)))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepFrames(1)
    }

    // touchesShouldCancel(in:): "The default returned value is true if view isn't a UIControl
    // object; otherwise, it returns false."
    @Test func theDefaultAnswersLeaveControlsTheirTouches() {
        let scrollView = UIScrollView()
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIButton()))
        #expect(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
        #expect(UITableView().touchesShouldCancel(in: UIButton()), "a table lets a drag on a control scroll")
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
    }

    // A control that is tracking (the finger was held past the 150 ms delay) keeps its
    // touch in a plain scroll view: the drag does not scroll. A quick drag scrolls.
    @Test func aControlTrackingTheTouchKeepsItInAPlainScrollView() throws {
        let (runtime, scrollView) = try makeScene()
        let button = UIButton(type: .system)
        button.setTitle("Hold", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 150)
        scrollView.addSubview(button)
        var cancels = 0
        button.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)
        drag(runtime, from: CGPoint(x: 200, y: 240), hold: 12)
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.y == 0 && cancels == 0)
        drag(runtime, from: CGPoint(x: 200, y: 240), hold: 0)
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.y > 0)
    }

    // The same held control in a table: a table's touchesShouldCancel(in:) answers true,
    // so the drag scrolls and the control hears its touch cancelled.
    @Test func aTableTakesTheTouchFromAControlInARow() throws {
        final class Source: NSObject, UITableViewDataSource {
            var cancels = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let button = UIButton(type: .system)
                button.setTitle("Row button", for: .normal)
                button.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
                button.addAction(UIAction { [weak self] _ in self?.cancels += 1 }, for: .touchCancel)
                cell.contentView.addSubview(button)
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        let (runtime, scrollView) = try makeScene(table)
        _ = scrollView
        table.reloadData()
        runtime.stepFrames(1)
        drag(runtime, from: CGPoint(x: 150, y: 220), hold: 12)
        runtime.stepUntilIdle()
        #expect(table.contentOffset.y > 0 && source.cancels == 1)
    }

    // canCancelContentTouches: "If the value of this property is false, the scroll view
    // doesn't scroll regardless of finger movement once the content view starts tracking."
    @Test func withoutCancellingContentThatTracksKeepsTheTouch() throws {
        let (runtime, scrollView) = try makeScene()
        let content = Content(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        scrollView.addSubview(content)
        scrollView.canCancelContentTouches = false
        drag(runtime, from: CGPoint(x: 200, y: 240), hold: 12)
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.y == 0 && content.log == ["began", "ended"])
        // A drag that starts before the content tracks still scrolls.
        content.log = []
        drag(runtime, from: CGPoint(x: 200, y: 240), hold: 0)
        runtime.stepUntilIdle()
        #expect(scrollView.contentOffset.y > 0 && content.log.isEmpty)
    }

    // touchesShouldBegin(_:with:in:): "Return false if you don't want the scroll view to send
    // event messages to view." Asked when the touch would reach the content.
    @Test func touchesShouldBeginKeepsTouchesFromTheContent() throws {
        let refusing = Refusing()
        let (runtime, _) = try makeScene(refusing)
        let content = Content(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        refusing.addSubview(content)
        runtime.tap(at: CGPoint(x: 200, y: 100))
        runtime.stepFrames(1)
        #expect(content.log == ["began", "ended"] && refusing.asked.count == 1 && refusing.asked.first === content)
        refusing.begins = false
        content.log = []
        runtime.tap(at: CGPoint(x: 200, y: 100))
        runtime.stepFrames(1)
        #expect(content.log.isEmpty && refusing.asked.count == 2)
        // Held past the delay: asked when the held began would go.
        runtime.touchDown(at: CGPoint(x: 200, y: 100))
        runtime.stepFrames(12)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(content.log.isEmpty && refusing.asked.count == 3)
    }

    // A finger put down on decelerating content stops it, and is no tap on what is under
    // it (a table row is not selected); the next tap is.
    @Test func aFingerOnADeceleratingTableStopsItWithoutSelecting() throws {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        table.delegate = source
        let (runtime, _) = try makeScene(table)
        table.reloadData()
        runtime.touchDown(at: CGPoint(x: 200, y: 280))
        runtime.stepFrames(1)
        for step in 1...6 {
            runtime.touchMove(to: CGPoint(x: 200, y: 280 - CGFloat(25 * step)))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepFrames(3)
        #expect(table.isDecelerating)
        runtime.tap(at: CGPoint(x: 200, y: 150))
        runtime.stepFrames(1)
        let stoppedAt = table.contentOffset
        #expect(!table.isDecelerating && source.selected.isEmpty)
        runtime.stepFrames(10)
        #expect(table.contentOffset == stoppedAt)
        runtime.tap(at: CGPoint(x: 200, y: 150))
        runtime.stepFrames(2)
        #expect(source.selected.count == 1)
    }
}
