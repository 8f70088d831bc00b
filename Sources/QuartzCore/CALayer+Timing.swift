extension CALayer {
    /// Converts `t` from the time space of `l` (nil: media time, `CACurrentMediaTime()`'s)
    /// to this layer's: through every ancestor's `beginTime`, `speed` and `timeOffset`.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: l?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts `t` from this layer's time space to that of `l` (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return l?.localTime(fromMediaTime: media) ?? media
    }

    /// The layer's local time at media time `t`: its animations' parent time.
    func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.localTime(fromMediaTime: t) ?? t
        guard beginTime != 0 || speed != 1 || timeOffset != 0 else { return parentTime }
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The media time at which the layer's local time is `t` (infinite when paused).
    func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        var parentTime = t
        if beginTime != 0 || speed != 1 || timeOffset != 0 {
            guard speed != 0 else { return t < timeOffset ? -.infinity : .infinity }
            parentTime = (t - timeOffset) / Double(speed) + beginTime
        }
        return superlayer?.mediaTime(fromLocalTime: parentTime) ?? parentTime
    }

    /// Whether the layer's time moves: no layer up the tree has a speed of 0.
    var isTimeRunning: Bool {
        speed != 0 && (superlayer?.isTimeRunning ?? true)
    }
}
