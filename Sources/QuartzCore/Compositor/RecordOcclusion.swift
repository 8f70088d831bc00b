/// Which part of the damage each record paints when the records are drawn back to front:
/// the damage within its bounding box that no opaque record above it (`opaqueArea`)
/// hides. Both renderers paint only that, so a page under a page sliding over it, or a
/// background under opaque views, costs nothing where it is covered.
@MainActor
package final class RecordOcclusion {
    /// What record i paints, after `assign`; its storage kept from frame to frame.
    private(set) var regions: [PixelRegion] = []
    /// The damage no record hides, after `assign`: the background shows there.
    let uncovered = PixelRegion()
    private let hidden = PixelRegion()

    package init() {}

    /// Sets `regions` (one per record) and `uncovered` for `damage`. A record outside the
    /// damage's extents neither paints nor hides any of it: a scroll's strip meets few of a
    /// screen's records, and region work is the cost.
    func assign(_ records: [RenderRecord], damage: PixelRegion) {
        while regions.count < records.count { regions.append(PixelRegion()) }
        let extents = damage.extents
        hidden.clear()
        for i in records.indices.reversed() {
            let region = regions[i]
            guard !records[i].boundingBox.intersection(extents).isEmpty else {
                region.clear()
                continue
            }
            region.set(damage)
            region.formIntersection(records[i].boundingBox)
            region.subtract(hidden)
            if !records[i].opaqueArea.isEmpty { hidden.formUnion(records[i].opaqueArea) }
        }
        uncovered.set(damage)
        uncovered.subtract(hidden)
    }

    /// What each record paints of `box`, as rectangles that do not overlap (none for a
    /// record hidden there).
    package func visibleParts(of records: [RenderRecord], in box: PixelRect) -> [[PixelRect]] {
        assign(records, damage: PixelRegion(box))
        return records.indices.map { regions[$0].isEmpty ? [] : regions[$0].pixelRects }
    }
}
