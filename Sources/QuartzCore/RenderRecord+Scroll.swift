extension RenderRecord {
    /// True for an axis-aligned solid rectangle without image or shape: its pixels are
    /// `boundsPixels ∩ clip` in one colour, whatever its transform and bounds.
    var isPlainFill: Bool {
        part == .body && image == nil && isAxisAligned && cornerRadius == 0 && clipShapes.isEmpty
    }

    /// The whole-pixel offset by which this record shows exactly what `old` showed, moved
    /// (pixel for pixel, since the painter paints through the fractional transform), or nil.
    /// The clip rectangle is not compared: a scroll moves content under a fixed clip.
    @inline(__always)
    func offset(from old: RenderRecord) -> (x: Int32, y: Int32)? {
        let new = screenSplit, previous = old.screenSplit
        let dx = new.x &- previous.x, dy = new.y &- previous.y
        guard dx != 0 || dy != 0, new.fraction == previous.fraction else { return nil }
        guard part == old.part, bounds == old.bounds, opacity == old.opacity, color == old.color,
              cornerRadius == old.cornerRadius, borderWidth == old.borderWidth, image === old.image,
              imageIdentity == old.imageIdentity,
              imageVersion == old.imageVersion, imageCrop == old.imageCrop, imageRect == old.imageRect,
              masksToBounds == old.masksToBounds, shadow == old.shadow,
              clipShapes.count == old.clipShapes.count else { return nil }
        for (shape, oldShape) in zip(clipShapes, old.clipShapes) where shape != oldShape.offsetBy(x: dx, y: dy) {
            return nil
        }
        return (dx, dy)
    }
}
