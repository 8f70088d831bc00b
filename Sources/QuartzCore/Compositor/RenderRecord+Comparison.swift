/// The diff of two frames' records, read in place through pointers: a copy of a record
/// retains and releases its references (a layer's through a side table once something
/// refers to it weakly, as sublayers do to their superlayer), which costs more than the
/// comparison itself in a scroll, where every record is compared.
extension UnsafePointer<RenderRecord> {
    /// True for an axis-aligned solid rectangle without image or shape: its pixels are
    /// `boundsPixels ∩ clip` in one colour, whatever its transform and bounds.
    package var isPlainFill: Bool {
        pointee.part == .body && pointee.image == nil && pointee.toScreen.b == 0 && pointee.toScreen.c == 0
            && pointee.cornerRadius == 0 && pointee.clipShapes.isEmpty
    }

    /// True when the two records paint the same pixels, apart from a redraw of the image
    /// (which reshapes a shadow: that counts).
    package func looksSame(as other: Self, ignoringImageVersion: Bool) -> Bool {
        if isPlainFill && other.isPlainFill {
            // Moving the bounds or transform without changing the filled pixels changes nothing.
            return pointee.boundsPixels.intersection(pointee.clip) == other.pointee.boundsPixels.intersection(other.pointee.clip)
                && pointee.color == other.pointee.color && pointee.opacity == other.pointee.opacity
        }
        return pointee.toScreen == other.pointee.toScreen && pointee.bounds == other.pointee.bounds
            && pointee.clip == other.pointee.clip && pointee.opacity == other.pointee.opacity
            && pointee.color == other.pointee.color && pointee.cornerRadius == other.pointee.cornerRadius
            && pointee.corners == other.pointee.corners
            && pointee.borderWidth == other.pointee.borderWidth && pointee.imageIdentity == other.pointee.imageIdentity
            && ((ignoringImageVersion && pointee.part != .shadow) || pointee.imageVersion == other.pointee.imageVersion)
            && pointee.imageCrop == other.pointee.imageCrop && pointee.imageRect == other.pointee.imageRect
            && pointee.masksToBounds == other.pointee.masksToBounds && pointee.clipShapes == other.pointee.clipShapes
            && pointee.shadow == other.pointee.shadow
    }

    /// The whole-pixel offset by which this record shows exactly what `old` showed, moved
    /// (pixel for pixel, since the painter paints through the fractional transform), or nil.
    /// The clip rectangle is not compared: a scroll moves content under a fixed clip.
    package func offset(from old: Self) -> (x: Int32, y: Int32)? {
        let new = PixelSplitTransform(pointee.toScreen), previous = PixelSplitTransform(old.pointee.toScreen)
        let dx = new.x &- previous.x, dy = new.y &- previous.y
        guard dx != 0 || dy != 0, new.fraction == previous.fraction else { return nil }
        guard pointee.part == old.pointee.part, pointee.bounds == old.pointee.bounds,
              pointee.opacity == old.pointee.opacity, pointee.color == old.pointee.color,
              pointee.cornerRadius == old.pointee.cornerRadius, pointee.corners == old.pointee.corners,
              pointee.borderWidth == old.pointee.borderWidth,
              pointee.image === old.pointee.image, pointee.imageIdentity == old.pointee.imageIdentity,
              pointee.imageVersion == old.pointee.imageVersion, pointee.imageCrop == old.pointee.imageCrop,
              pointee.imageRect == old.pointee.imageRect, pointee.masksToBounds == old.pointee.masksToBounds,
              pointee.shadow == old.pointee.shadow,
              pointee.clipShapes.count == old.pointee.clipShapes.count else { return nil }
        for (shape, oldShape) in zip(pointee.clipShapes, old.pointee.clipShapes) where shape != oldShape.offsetBy(x: dx, y: dy) {
            return nil
        }
        return (dx, dy)
    }
}
