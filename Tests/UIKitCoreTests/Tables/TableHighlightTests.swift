import HeadlessDisplay
import Testing
@testable import UIKitCore

/// The highlight calls of UITableViewDelegate in iOS's order ("Managing table view
/// highlighting": tableView(_:shouldHighlightRowAt:), tableView(_:didHighlightRowAt:),
/// tableView(_:didUnhighlightRowAt:)): on touch down shouldHighlight then didHighlight; on
/// lift didUnhighlight, then willSelect and didSelect.
@MainActor
@Suite(.serialized)
struct TableHighlightTests {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var highlights = true
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            log.append("shouldHighlight \(indexPath.row)")
            return highlights
        }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            log.append("didHighlight \(indexPath.row) \(tableView.cellForRow(at: indexPath)?.isHighlighted == true)")
        }
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            log.append("didUnhighlight \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    }

    private func makeTable(_ source: Source) throws -> (VitrineRuntime, UITableView) {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        runtime.stepFrames(1)
        return (runtime, table)
    }

    @Test func aTapHighlightsThenUnhighlightsBeforeSelecting() throws {
        let source = Source()
        let (runtime, _) = try makeTable(source)
        runtime.tap(at: CGPoint(x: 200, y: 22 + 44))
        runtime.stepFrames(1)
        #expect(source.log == ["shouldHighlight 1", "didHighlight 1 true", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
    }

    @Test func aHeldFingerHighlightsAfterTheDelayAndADragUnhighlights() throws {
        let source = Source()
        let (runtime, table) = try makeTable(source)
        runtime.touchDown(at: CGPoint(x: 200, y: 22))
        runtime.stepFrames(12)
        #expect(source.log == ["shouldHighlight 0", "didHighlight 0 true"])
        for step in 1...6 {
            runtime.touchMove(to: CGPoint(x: 200, y: 22 + CGFloat(10 * step)))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(source.log == ["shouldHighlight 0", "didHighlight 0 true", "didUnhighlight 0"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    // shouldHighlightRowAt false: "the row isn't highlighted", and the tap does not select.
    @Test func aRowThatMustNotHighlightIsNotSelected() throws {
        let source = Source()
        source.highlights = false
        let (runtime, _) = try makeTable(source)
        runtime.tap(at: CGPoint(x: 200, y: 22))
        runtime.stepFrames(1)
        #expect(source.log == ["shouldHighlight 0"])
    }
}
