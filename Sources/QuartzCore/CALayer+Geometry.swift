extension CALayer {
    /// Maps the layer's own coordinates to its superlayer's: about the anchor point, through
    /// the affine part of `transform`, to `position`.
    package var affineTransformToSuperlayer: CGAffineTransform { modelValues.affineTransformToSuperlayer }

    /// Maps the layer's coordinates to those of its root layer (the top of its tree).
    package var affineTransformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var layer = self
        while let parent = layer.superlayer {
            result = result.concatenating(layer.affineTransformToSuperlayer)
            layer = parent
        }
        return result
    }

    /// Converts `p` from the coordinates of `l` (nil: the root layer of this tree) to this
    /// layer's coordinates.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let source = l?.affineTransformToRoot ?? .identity
        return p.applying(source.concatenating(affineTransformToRoot.inverted()))
    }

    /// Converts `p` from this layer's coordinates to those of `l` (nil: the root layer).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let target = l?.affineTransformToRoot ?? .identity
        return p.applying(affineTransformToRoot.concatenating(target.inverted()))
    }

    /// Converts `r` from the coordinates of `l` to this layer's; through a rotation the result
    /// is the bounding box.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        let source = l?.affineTransformToRoot ?? .identity
        return r.applying(source.concatenating(affineTransformToRoot.inverted()))
    }

    /// Converts `r` from this layer's coordinates to those of `l`; through a rotation the
    /// result is the bounding box.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        let target = l?.affineTransformToRoot ?? .identity
        return r.applying(affineTransformToRoot.concatenating(target.inverted()))
    }
}
