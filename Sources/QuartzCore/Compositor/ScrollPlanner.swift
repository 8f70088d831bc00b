/// Finds frames that are mostly a scroll: many records moved by the same whole-pixel offset
/// under one clip rectangle. Their pixels can then be copied in the shadow buffer instead
/// of repainted, and only what the copy cannot get right is repainted.
///
/// After copying the pixels of `area - offset` to `area`, a pixel p of `area` holds the old
/// p - offset. That is the new p when every record shows at p what it showed at
/// p - offset: true for the moved records (inside their clips), for unchanged plain fills
/// covering the clip, and for anything that does not touch p or p - offset. Every other
/// record's pixels are repainted, so the result stays exact. Records below an opaque plain
/// fill covering the clip cannot show there and are ignored.
struct ScrollPlanner {
    /// The copy and the repaint of a scroll frame (together, the frame's damage).
    struct Plan {
        /// Destination pixels of the copy.
        let copy: PixelRegion
        let dx: Int32
        let dy: Int32
        /// What to repaint after the copy.
        let repaint: PixelRegion
    }

    private struct Moved {
        let newClip: PixelRect, oldClip: PixelRect
        let newBox: PixelRect, oldBox: PixelRect
        let order: Int
    }

    private var offset: (x: Int32, y: Int32)?
    private var moved: [Moved] = []
    /// New and old pixels of records that changed otherwise (or appeared, or went), with
    /// their paint order.
    private var changed: [(new: PixelRect, old: PixelRect, order: Int)] = []
    /// Unchanged records: their pixels, and the rectangle they fill uniformly if plain.
    private var unchanged: [(box: PixelRect, fill: PixelRect?, order: Int)] = []
    /// Unchanged opaque plain fills: what they hide, and their paint order.
    private var covers: [(rect: PixelRect, order: Int)] = []
    private var order = 0

    /// Adds a record that did not change: its pixels `box`, the rectangle it fills
    /// uniformly if it is a plain fill, and whether that fill is opaque.
    mutating func addUnchanged(box: PixelRect, fill: PixelRect?, opaque: Bool) {
        order += 1
        unchanged.append((box, fill, order))
        if let fill, opaque { covers.append((fill, order)) }
    }

    /// Adds a record that changed in place, appeared (old empty) or went (new empty); the
    /// records that went come last, since their place in the new order is unknown.
    mutating func addChanged(new: PixelRect, old: PixelRect) {
        order += 1
        changed.append((new, old, order))
    }

    /// Adds a record that stayed in place (its pixels `box`) with part of its image redrawn
    /// (`redrawn`): its pixels do not move with the scroll, and the redrawn ones changed.
    mutating func addRedrawn(box: PixelRect, redrawn: PixelRect) {
        order += 1
        unchanged.append((box, nil, order))
        changed.append((redrawn, redrawn, order))
    }

    /// Adds a record that changed its place in the paint order: it may have been above
    /// anything in the old frame, so no cover hides it.
    mutating func addReordered(new: PixelRect, old: PixelRect) {
        changed.append((new, old, .max))
    }

    /// Adds a record that changed: as moved if it shows what it showed, moved by `offset`
    /// (see `offset(from:)` in `RenderRecord+Comparison`) and that is the frame's offset.
    mutating func add(movedBy d: (x: Int32, y: Int32)?, newClip: PixelRect, oldClip: PixelRect, newBox: PixelRect,
                      oldBox: PixelRect) {
        order += 1
        if let d, offset == nil || (offset! == d) {
            offset = d
            moved.append(Moved(newClip: newClip, oldClip: oldClip, newBox: newBox, oldBox: oldBox, order: order))
        } else {
            changed.append((newBox, oldBox, order))
        }
    }

    /// The copy and repaint for this frame, when cheaper than repainting `damage`. The
    /// copy may reach beyond `damage` (to pixels it leaves as they were): the frame's
    /// damage is then `damage` and the copy together.
    func plan(damage: PixelRegion) -> Plan? {
        guard let d = offset, let clip = moved.max(by: { $0.newClip.area < $1.newClip.area })?.newClip else { return nil }
        let area = clip.intersection(clip.offsetBy(x: d.x, y: d.y))
        guard !area.isEmpty else { return nil }
        let source = area.offsetBy(x: -d.x, y: -d.y)
        // Nothing below the topmost opaque fill of the whole clip shows inside it.
        let floor = covers.last(where: { $0.rect.contains(clip) })?.order ?? 0
        let repaint = PixelRegion()
        func repaintBoth(new: PixelRect, old: PixelRect) {
            repaint.formUnion(new.intersection(area))
            repaint.formUnion(old.offsetBy(x: d.x, y: d.y).intersection(area))
        }
        for m in moved where m.order > floor
            && m.newClip.intersection(area) != m.oldClip.offsetBy(x: d.x, y: d.y).intersection(area) {
            repaintBoth(new: m.newBox, old: m.oldBox)
        }
        for c in changed where c.order > floor { repaintBoth(new: c.new, old: c.old) }
        for u in unchanged where u.order > floor
            && (!u.box.intersection(area).isEmpty || !u.box.intersection(source).isEmpty) {
            if let fill = u.fill, fill.contains(clip) { continue }
            repaintBoth(new: u.box, old: u.box)
        }
        // The copy gets every pixel of the area right that is not repainted, damaged or not
        // (an undamaged pixel equals its source). When most of the area is damaged it all
        // copies: whole rows go as one block, faster than many pieces of rows.
        let copy = PixelRegion()
        copy.set(damage)
        copy.formIntersection(area)
        if copy.area * 2 > area.area { copy.set(area) }
        copy.subtract(repaint)
        // Repainted pixels outside the damage are already right; the rest of the damage
        // outside the copy is repainted as usual.
        let outside = PixelRegion()
        outside.set(damage)
        outside.subtract(PixelRegion(area))
        repaint.formIntersection(damage)
        repaint.formUnion(outside)
        // Copying costs about a tenth of repainting the same pixels.
        guard repaint.area + copy.area / 8 < damage.area else { return nil }
        return Plan(copy: copy, dx: d.x, dy: d.y, repaint: repaint)
    }
}
