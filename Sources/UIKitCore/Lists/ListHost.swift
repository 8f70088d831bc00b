import Foundation

/// A scroll view of rows in sections that the list engine drives: `UITableView`, and
/// `UICollectionView` with list sections. The engine (`RowSwipe`, `RowReorder`,
/// `ReorderAutoscroll`, and the pan and touch handling below) works the same for both;
/// the host says what differs: how it finds rows and cells, which delegate and data source
/// calls it makes, and when it lets a row swipe, highlight or move.
@MainActor
protocol ListHost: UIScrollView {
    // MARK: Rows

    /// The row at `point` (in the host's coordinates), or nil.
    func listRow(at point: CGPoint) -> IndexPath?
    /// The row's place in the content when nothing is dragged, or nil for no such row.
    func listRowFrame(at indexPath: IndexPath) -> CGRect?
    /// The visible cell of the row that a swipe may slide, or nil.
    func listCell(at indexPath: IndexPath) -> UIView?
    /// The visible rows' cells that make room for a dragged row.
    var listVisibleCells: [(indexPath: IndexPath, cell: UIView)] { get }
    var listSectionCount: Int { get }
    func listRowCount(inSection section: Int) -> Int
    /// The visible headers and footers (by an identity that survives layout) with their
    /// places in the content: a dragged row moves them aside too (none in a table).
    var listSupplementaries: [(id: AnyHashable, view: UIView, frame: CGRect)] { get }

    // MARK: Swipe actions

    /// The row swiped open (or being swiped).
    var swipe: RowSwipe? { get set }
    /// Whether a sideways drag may swipe rows now (a table's rows do not while editing).
    var swipesRows: Bool { get }
    /// The actions a swipe reveals on one side of a row (nil: none).
    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// A swipe began on the row (a table tells its delegate that editing the row begins).
    func swipeDidBegin(_ swipe: RowSwipe)
    /// The swiped row closed (a table tells its delegate that editing the row ended).
    func swipeDidClose(_ closed: RowSwipe)
    /// Where a swiped row and its actions are clipped (an inset grouped table's card, with
    /// its corner radius), or nil.
    func swipeClip(for indexPath: IndexPath) -> (rect: CGRect, radius: CGFloat)?

    // MARK: Highlight and tap

    /// The row under a finger, highlighted until the finger lifts, moves off or scrolls.
    var highlighted: IndexPath? { get set }
    /// Whether touches may highlight (and then select) rows now: the selection settings.
    func highlightsRows(for touches: Set<UITouch>) -> Bool
    /// The row a touch highlights, or nil (none there, a header, the delegate refused).
    func highlightableRow(for touch: UITouch) -> IndexPath?
    /// Shows the row (un)highlighted and tells the delegate, if the host has one to tell.
    func showHighlight(_ highlighted: Bool, at indexPath: IndexPath)
    /// A finger lifted on the highlighted row (after the highlight went): it selects.
    func rowTapped(at indexPath: IndexPath)

    // MARK: Reordering

    /// The row being dragged by its reorder control.
    var reorder: RowReorder? { get set }
    /// Whether any drag may move a row now (the pan begins even when it cannot scroll).
    var mayReorderRows: Bool { get }
    /// Starts dragging a row when the pan began on its reorder control.
    func beginsReorder(_ pan: UIPanGestureRecognizer) -> Bool
    /// The dragged row was let go (or the pan cancelled).
    func endReorder(cancelled: Bool)
    /// Where the dragged row would land now, after the delegate or data source had its say;
    /// nil: where it was bound for.
    func reorderDestination(for reorder: RowReorder) -> IndexPath?
    /// Whether the rows of another section make room for a row bound there (a table's
    /// stay in place until it lands).
    var reorderOpensOtherSections: Bool { get }
    /// How many rows right after the row are its visible children (and theirs), which a
    /// drag carries along (0 outside outlines).
    func visibleDescendantCount(at indexPath: IndexPath) -> Int
}

extension ListHost {
    func swipeClip(for indexPath: IndexPath) -> (rect: CGRect, radius: CGFloat)? { nil }
    func swipeDidBegin(_ swipe: RowSwipe) {}
    func swipeDidClose(_ closed: RowSwipe) {}
    var listSupplementaries: [(id: AnyHashable, view: UIView, frame: CGRect)] { [] }
    var reorderOpensOtherSections: Bool { true }
    func visibleDescendantCount(at indexPath: IndexPath) -> Int { 0 }

    // MARK: Pans

    /// Besides scrolling, a drag may move a row (while reordering is possible) or swipe a
    /// row that has actions for the side it goes to.
    func rowPanMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        if mayReorderRows { return true }
        guard panIsSideways(pan), let indexPath = listRow(at: pan.location(in: self)) else { return false }
        return swipe?.indexPath == indexPath || swipeActions(at: indexPath, trailing: pan.velocity(in: self).x < 0) != nil
    }

    /// A pan that starts on a reorder control drags its row; one that starts mostly
    /// sideways on a row with actions for that side swipes the row (closing another open one).
    func rowClaimsPan(_ pan: UIPanGestureRecognizer) -> Bool {
        if beginsReorder(pan) { return true }
        // The pan begins once the finger moved: its velocity says which way.
        guard panIsSideways(pan), swipesRows else { return false }
        guard let indexPath = listRow(at: pan.location(in: self)), let cell = listCell(at: indexPath) else { return false }
        if let open = swipe {
            if open.indexPath == indexPath { return true }
            open.close()
            swipe = nil
        }
        let trailing = pan.velocity(in: self).x < 0
        guard let configuration = swipeActions(at: indexPath, trailing: trailing), !configuration.actions.isEmpty else { return false }
        unhighlight()
        let swipe = RowSwipe(host: self, cell: cell, indexPath: indexPath, configuration: configuration, direction: trailing ? -1 : 1)
        self.swipe = swipe
        swipeDidBegin(swipe)
        return true
    }

    /// The claimed pan moved or ended: the dragged row follows, or the swiped one.
    func rowPanChanged(_ pan: UIPanGestureRecognizer) {
        if let reorder {
            switch pan.state {
            case .changed: reorder.follow(fingerY: pan.location(in: self).y)
            case .ended: endReorder(cancelled: false)
            default: endReorder(cancelled: true)
            }
            return
        }
        swipePanChanged(pan)
    }

    /// The claimed pan of an open swipe moved or ended.
    func swipePanChanged(_ pan: UIPanGestureRecognizer) {
        guard let swipe else { return }
        switch pan.state {
        case .changed: swipe.follow(pan.translation(in: self).x)
        case .ended: swipe.release(velocity: pan.velocity(in: self).x)
        default: swipe.close()
        }
    }

    /// An action's handler called its completion: the row closes.
    func swipeDidFinish(_ finished: RowSwipe?) {
        guard let finished, finished === swipe else { return }
        swipe = nil
        finished.close()
    }

    // MARK: Touches

    /// A touch while a row is swiped open closes it, and does nothing else; otherwise the
    /// row under it highlights. False: the touch is not the list's (the host passes it on).
    func rowTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        if let open = swipe {
            swipe = nil
            open.close()
            return true
        }
        guard highlightsRows(for: touches), !isDecelerating, let touch = touches.first,
              let indexPath = highlightableRow(for: touch) else { return false }
        highlighted = indexPath
        showHighlight(true, at: indexPath)
        return true
    }

    /// The finger left the highlighted row: the highlight goes (and no tap follows).
    func rowTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let highlighted, let touch = touches.first else { return false }
        if listRow(at: touch.location(in: self)) != highlighted { unhighlight() }
        return true
    }

    /// The finger lifted on the highlighted row: the highlight goes, then the row is
    /// tapped (iOS tells the delegate didUnhighlight before willSelect and didSelect).
    func rowTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let indexPath = highlighted else { return false }
        unhighlight()
        rowTapped(at: indexPath)
        return true
    }

    func rowTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard highlighted != nil else { return false }
        unhighlight()
        return true
    }

    /// Takes the highlight off the row.
    func unhighlight() {
        guard let row = highlighted else { return }
        highlighted = nil
        showHighlight(false, at: row)
    }
}
