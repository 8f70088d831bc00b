import Foundation

/// Which items a table or collection view asks its prefetch data source for, and which it
/// cancels. Asked for: the items of the next screenful ahead in the direction the list last
/// scrolled (forward before it has), not yet shown nor asked for. Cancelled: items asked for
/// that are no longer ahead without having been shown (the scroll turned back). Items that
/// come on screen leave the tracking silently, as their cells are then asked for.
struct PrefetchTracker {
    private(set) var requested: Set<IndexPath> = []
    private var lastOffset: CGPoint?
    private var vertical = true
    private var forward = true

    /// The screenful ahead of `visible` (the list's bounds): along the axis the list last
    /// scrolled on, or `defaultVertical`'s before it has.
    mutating func window(ahead visible: CGRect, defaultVertical: Bool) -> CGRect {
        if let lastOffset {
            let dx = visible.minX - lastOffset.x, dy = visible.minY - lastOffset.y
            if dy != 0 { (vertical, forward) = (true, dy > 0) } else if dx != 0 { (vertical, forward) = (false, dx > 0) }
        } else {
            vertical = defaultVertical
        }
        lastOffset = visible.origin
        if vertical {
            return visible.offsetBy(dx: 0, dy: forward ? visible.height : -visible.height)
        }
        return visible.offsetBy(dx: forward ? visible.width : -visible.width, dy: 0)
    }

    /// What to ask for and what to cancel, given the items in the window ahead and the ones
    /// shown now; both lists in index-path order.
    mutating func update(ahead: [IndexPath], shown: Set<IndexPath>) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        let wanted = Set(ahead).subtracting(shown)
        requested.subtract(shown)
        let cancel = requested.subtracting(wanted)
        let prefetch = wanted.subtracting(requested)
        requested = wanted
        return (prefetch.sorted(), cancel.sorted())
    }

    /// Forgets everything (the data was reloaded: the old index paths mean nothing).
    mutating func reset() {
        requested = []
        lastOffset = nil
    }
}
