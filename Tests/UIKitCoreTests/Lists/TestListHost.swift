import Foundation
@testable import UIKitCore

/// The smallest list the list engine can drive: sections of 44-point rows under 30-point
/// headers, in one column 320 points wide, with a log of what the engine asked of it.
/// Its `proposal` and `opensOtherSections` pick a table's ways or a list's.
@MainActor
final class TestListHost: UIScrollView, ListHost {
    static let rowHeight: CGFloat = 44
    static let headerHeight: CGFloat = 30

    let counts: [Int]
    var cells: [IndexPath: UIView] = [:]
    var headers: [Int: UIView] = [:]
    var log: [String] = []
    var opensOtherSections = true
    /// Visible children of rows (an outline): the rows right after them that a drag carries.
    var descendants: [IndexPath: Int] = [:]
    var useRowUnderMiddle = false
    var trailingActions: UISwipeActionsConfiguration?

    var swipe: RowSwipe?
    var highlighted: IndexPath?
    var reorder: RowReorder?

    init(counts: [Int], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 1000)) {
        self.counts = counts
        super.init(frame: frame)
        for (section, count) in counts.enumerated() {
            let header = UIView(frame: headerFrame(section))
            headers[section] = header
            addSubview(header)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let cell = UIView(frame: listRowFrame(at: indexPath) ?? .zero)
                cells[indexPath] = cell
                addSubview(cell)
            }
        }
        contentSize = CGSize(width: 320, height: sectionTop(counts.count))
    }

    required init?(coder: NSCoder) { nil }

    /// The top of a section's header (of the end, past the last section).
    func sectionTop(_ section: Int) -> CGFloat {
        counts.prefix(section).reduce(0) { $0 + Self.headerHeight + CGFloat($1) * Self.rowHeight }
    }

    func headerFrame(_ section: Int) -> CGRect {
        CGRect(x: 0, y: sectionTop(section), width: 320, height: Self.headerHeight)
    }

    func listRow(at point: CGPoint) -> IndexPath? {
        cells.first { listRowFrame(at: $0.key)?.contains(point) == true }?.key
    }

    func listRowFrame(at indexPath: IndexPath) -> CGRect? {
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item) else { return nil }
        let y = sectionTop(indexPath.section) + Self.headerHeight + CGFloat(indexPath.item) * Self.rowHeight
        return CGRect(x: 0, y: y, width: 320, height: Self.rowHeight)
    }

    func listCell(at indexPath: IndexPath) -> UIView? { cells[indexPath] }
    var listVisibleCells: [(indexPath: IndexPath, cell: UIView)] { cells.map { ($0.key, $0.value) } }
    var listSectionCount: Int { counts.count }
    func listRowCount(inSection section: Int) -> Int { counts[section] }
    var listSupplementaries: [(id: AnyHashable, view: UIView, frame: CGRect)] {
        headers.map { (AnyHashable($0.key), $0.value, headerFrame($0.key)) }
    }

    var swipesRows: Bool { true }
    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? { trailing ? trailingActions : nil }
    func swipeDidBegin(_ swipe: RowSwipe) { log.append("swipe began \(swipe.indexPath.item)") }
    func swipeDidClose(_ closed: RowSwipe) { log.append("swipe closed \(closed.indexPath.item)") }

    func highlightsRows(for touches: Set<UITouch>) -> Bool { true }
    func highlightableRow(for touch: UITouch) -> IndexPath? { listRow(at: touch.location(in: self)) }
    func showHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
        log.append("\(highlighted ? "highlight" : "unhighlight") \(indexPath.item)")
    }
    func rowTapped(at indexPath: IndexPath) { log.append("tap \(indexPath.item)") }

    var mayReorderRows: Bool { false }
    func beginsReorder(_ pan: UIPanGestureRecognizer) -> Bool { false }
    func endReorder(cancelled: Bool) {}
    func reorderDestination(for reorder: RowReorder) -> IndexPath? {
        useRowUnderMiddle ? reorder.rowUnderMiddle : reorder.nearestGap
    }
    var reorderOpensOtherSections: Bool { opensOtherSections }
    func visibleDescendantCount(at indexPath: IndexPath) -> Int { descendants[indexPath] ?? 0 }

    // Wired as the table and the collection view wire the engine in.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }
}
