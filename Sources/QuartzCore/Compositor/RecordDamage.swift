/// The damage between two frames' render records, which both renderers repaint (the CPU
/// `Compositor` as a region, the GPU renderer as at most four boxes).
///
/// Records pair up by layer and part. Layers present in both frames must keep their order
/// among themselves; any that moved are repainted (old and new area), which is enough to
/// redo every overlap. A pair that does not look the same damages its old and new boxes;
/// one whose backing store was redrawn, only the part redrawn (`CALayer.redrawnRect`);
/// records that appeared or went, their box.
@MainActor
package struct RecordDamage {
    /// The damaged boxes of the last `collect`, in screen pixels (they may overlap).
    package private(set) var boxes: [PixelRect] = []

    package init() {}

    /// Collects the damage from `old` to `new` into `boxes`.
    package mutating func collect(from old: [RenderRecord], to new: [RenderRecord]) {
        var scroll = ScrollPlanner()
        collect(from: old, to: new, scroll: &scroll)
    }

    /// Collects the damage from `old` to `new` into `boxes`, and tells `scroll` how each
    /// record changed (the compositor's scroll copies).
    mutating func collect(from old: [RenderRecord], to new: [RenderRecord], scroll: inout ScrollPlanner) {
        boxes.removeAll(keepingCapacity: true)
        // Usually the tree kept its shape (a scroll moves it as a whole): the records pair up
        // in order and no layer needs looking up.
        if new.count == old.count {
            // Compared in place: copying the records (their references) costs more than comparing.
            let paired = new.withUnsafeBufferPointer { newRecords in
                old.withUnsafeBufferPointer { oldRecords in
                    guard let n = newRecords.baseAddress, let o = oldRecords.baseAddress else { return true }
                    for i in 0..<new.count where n[i].layer !== o[i].layer || n[i].part != o[i].part { return false }
                    for i in 0..<new.count { compare(n + i, with: o + i, reordered: false, scroll: &scroll) }
                    return true
                }
            }
            if paired { return }
        }
        var oldIndex: [RenderRecord.Key: Int] = [:]
        oldIndex.reserveCapacity(old.count)
        for (i, record) in old.enumerated() { oldIndex[record.key] = i }
        var newKeys = Set<RenderRecord.Key>()
        newKeys.reserveCapacity(new.count)
        for record in new { newKeys.insert(record.key) }

        let commonOld = old.lazy.map(\.key).filter { newKeys.contains($0) }
        let commonNew = new.lazy.map(\.key).filter { oldIndex[$0] != nil }
        var moved = Set<RenderRecord.Key>()
        for (before, after) in zip(commonOld, commonNew) where before != after {
            moved.insert(before)
            moved.insert(after)
        }

        new.withUnsafeBufferPointer { newRecords in
            old.withUnsafeBufferPointer { oldRecords in
                for i in newRecords.indices {
                    let record = newRecords.baseAddress! + i
                    guard let j = oldIndex[record.pointee.key] else {
                        boxes.append(record.pointee.boundingBox)
                        scroll.addChanged(new: record.pointee.boundingBox, old: .empty)
                        continue
                    }
                    compare(record, with: oldRecords.baseAddress! + j, reordered: moved.contains(record.pointee.key),
                            scroll: &scroll)
                }
            }
        }
        for record in old where !newKeys.contains(record.key) {
            boxes.append(record.boundingBox)
            scroll.addChanged(new: .empty, old: record.boundingBox)
        }
    }

    /// Adds to `boxes` what changed between two records of one layer, and tells `scroll`.
    /// The records are read in place (see `RenderRecord+Comparison`).
    private mutating func compare(_ record: UnsafePointer<RenderRecord>, with old: UnsafePointer<RenderRecord>,
                                  reordered: Bool, scroll: inout ScrollPlanner) {
        let newBox = record.pointee.boundingBox, oldBox = old.pointee.boundingBox
        if reordered {
            boxes.append(oldBox)
            boxes.append(newBox)
            scroll.addReordered(new: newBox, old: oldBox)
        } else if !record.looksSame(as: old, ignoringImageVersion: true) {
            let d = record.offset(from: old)
            boxes.append(oldBox)
            boxes.append(newBox)
            scroll.add(movedBy: d, newClip: record.pointee.clip, oldClip: old.pointee.clip, newBox: newBox, oldBox: oldBox)
        } else if record.pointee.imageVersion != old.pointee.imageVersion {
            let redrawn = Self.redrawDamage(of: record.pointee, since: old.pointee.imageVersion)
            boxes.append(redrawn)
            scroll.addRedrawn(box: newBox, redrawn: redrawn)
        } else {
            let fill = record.isPlainFill ? record.pointee.boundsPixels.intersection(record.pointee.clip) : nil
            let opaque = record.pointee.color >> 24 == 0xFF && record.pointee.opacity == 1
            scroll.addUnchanged(box: newBox, fill: fill, opaque: opaque)
        }
    }

    /// The screen pixels of the backing store redrawn since `version`.
    private static func redrawDamage(of record: RenderRecord, since version: Int) -> PixelRect {
        guard let rect = record.layer.redrawnRect(since: version), let store = record.imageSize else {
            return record.boundingBox
        }
        guard !rect.isNull, !rect.isEmpty else { return .empty }
        let b = record.bounds
        guard b.width > 0, b.height > 0 else { return record.boundingBox }
        // Layer coordinates to store pixels, relative to the shown crop.
        let sx = CGFloat(store.width) / b.width, sy = CGFloat(store.height) / b.height
        let storeRect = CGRect(x: (rect.minX - b.minX) * sx - CGFloat(record.imageCrop.x0),
                               y: (rect.minY - b.minY) * sy - CGFloat(record.imageCrop.y0),
                               width: rect.width * sx, height: rect.height * sy)
        let t = RecordPainter.imageToScreen(of: record)
        let reach = RecordPainter.isIntegerTranslation(t.fraction) ? 0 : RecordPainter.filterReach(of: t.fraction)
        return t.pixels(of: storeRect, rounded: false, margin: reach).intersection(record.boundingBox)
    }
}
