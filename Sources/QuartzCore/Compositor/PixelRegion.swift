import CPixman

/// A set of pixels (a pixman_region32): damage, clips and occlusion.
final class PixelRegion {
    let pointer: UnsafeMutablePointer<pixman_region32_t>

    init() {
        pointer = .allocate(capacity: 1)
        pixman_region32_init(pointer)
    }

    convenience init(_ rect: PixelRect) {
        self.init()
        set(rect)
    }

    deinit {
        pixman_region32_fini(pointer)
        pointer.deallocate()
    }

    var isEmpty: Bool { pixman_region32_not_empty(pointer) == 0 }

    func clear() {
        pixman_region32_fini(pointer)
        pixman_region32_init(pointer)
    }

    func set(_ rect: PixelRect) {
        pixman_region32_fini(pointer)
        if rect.isEmpty {
            pixman_region32_init(pointer)
        } else {
            pixman_region32_init_rect(pointer, rect.x0, rect.y0, UInt32(rect.width), UInt32(rect.height))
        }
    }

    /// Sets the region to the union of `rects`.
    func set(_ rects: [PixelRect]) {
        pixman_region32_fini(pointer)
        let boxes = rects.map { pixman_box32_t(x1: $0.x0, y1: $0.y0, x2: $0.x1, y2: $0.y1) }
        pixman_region32_init_rects(pointer, boxes, Int32(boxes.count))
    }

    func set(_ other: PixelRegion) {
        pixman_region32_copy(pointer, other.pointer)
    }

    func formUnion(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        pixman_region32_union_rect(pointer, pointer, rect.x0, rect.y0, UInt32(rect.width), UInt32(rect.height))
    }

    /// Adds `rects` at once: cheaper than one by one when there are many.
    func formUnion(_ rects: [PixelRect]) {
        guard !rects.isEmpty else { return }
        let boxes = rects.map { pixman_box32_t(x1: $0.x0, y1: $0.y0, x2: $0.x1, y2: $0.y1) }
        var other = pixman_region32_t()
        pixman_region32_init_rects(&other, boxes, Int32(boxes.count))
        pixman_region32_union(pointer, pointer, &other)
        pixman_region32_fini(&other)
    }

    func formUnion(_ other: PixelRegion) {
        pixman_region32_union(pointer, pointer, other.pointer)
    }

    func formIntersection(_ rect: PixelRect) {
        if rect.isEmpty {
            clear()
        } else {
            pixman_region32_intersect_rect(pointer, pointer, rect.x0, rect.y0, UInt32(rect.width), UInt32(rect.height))
        }
    }

    func formIntersection(_ other: PixelRegion) {
        pixman_region32_intersect(pointer, pointer, other.pointer)
    }

    func subtract(_ other: PixelRegion) {
        pixman_region32_subtract(pointer, pointer, other.pointer)
    }

    /// The smallest rectangle containing the region.
    var extents: PixelRect {
        let box = pixman_region32_extents(pointer)!.pointee
        return PixelRect(x0: box.x1, y0: box.y1, x1: box.x2, y1: box.y2)
    }

    /// The region's rectangles, top to bottom then left to right.
    var pixelRects: [PixelRect] {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(pointer, &count) else { return [] }
        return (0..<Int(count)).map { i in PixelRect(x0: boxes[i].x1, y0: boxes[i].y1, x1: boxes[i].x2, y1: boxes[i].y2) }
    }

    /// The region's rectangles, as CGRects in pixels.
    var rects: [CGRect] {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(pointer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            let b = boxes[i]
            return CGRect(x: Int(b.x1), y: Int(b.y1), width: Int(b.x2 - b.x1), height: Int(b.y2 - b.y1))
        }
    }

    /// The number of pixels in the region.
    var area: Int {
        pixelRects.reduce(0) { $0 + $1.area }
    }
}
