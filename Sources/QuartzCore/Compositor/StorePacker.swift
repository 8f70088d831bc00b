/// Packs backing stores after a frame, for the compositor and the GPU renderer alike: the
/// stores shown unchanged for a while (`CALayer.storeDidComposite`) and those of layers no
/// longer shown (`storeDidLeaveScreen`: a page or tab removed, a view hidden or scrolled
/// away, which no composite reaches while they are away and which can stay away for hours
/// with all their pixels; issue 29). The records kept for the next diff let go of the
/// pixels too. Frees of at least 256 KB trim the heap (small stores come from it, and
/// glibc keeps freed pages until trimmed).
@MainActor
package enum StorePacker {
    private static let trimThreshold = 256 * 1024

    /// Call after a frame drew `records` (the previous frame's are `previous`), with
    /// `painted(i)` true when the frame painted record `i` from its store's pixels: a store
    /// painted so in two frames in a row is unpacked for good. Returns the bytes freed.
    @discardableResult
    package static func frameDidEnd(_ records: inout [RenderRecord], previous: [RenderRecord], animating: Bool,
                                    painted: (Int) -> Bool) -> Int {
        var freedBytes = 0
        for i in records.indices where records[i].part == .body && records[i].hasImage && records[i].layer.contents == nil {
            let layer = records[i].layer
            let wasPacked = records[i].packedImage != nil
            layer.storeDidComposite(painted: painted(i), animating: animating)
            if !wasPacked, let packed = layer.packedStore, let pixels = records[i].image {
                records[i].image = nil
                records[i].packedImage = packed
                freedBytes += pixels.bytesPerRow * pixels.height - packed.byteCount
            } else if wasPacked, let pixels = layer.storePixels {
                records[i].image = pixels
                records[i].packedImage = nil
            }
        }
        freedBytes += packStoresLeftBehind(records, previous: previous)
        if freedBytes >= trimThreshold { HeapTrimmer.shared.trim() }
        return freedBytes
    }

    /// Packs the stores of the layers shown in `previous` and not in `records`; returns the
    /// bytes freed.
    private static func packStoresLeftBehind(_ records: [RenderRecord], previous: [RenderRecord]) -> Int {
        // Usually the same layers are shown as last frame, in the same order.
        if previous.count == records.count, !zip(previous, records).contains(where: { $0.layer !== $1.layer }) { return 0 }
        var shown = Set<ObjectIdentifier>()
        for record in records where record.part == .body && record.hasImage { shown.insert(ObjectIdentifier(record.layer)) }
        var freed = 0
        for record in previous where record.part == .body && record.image != nil
            && !shown.contains(ObjectIdentifier(record.layer)) {
            freed += record.layer.storeDidLeaveScreen()
        }
        return freed
    }
}
