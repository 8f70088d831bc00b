import Foundation
import Logging

/// A colour ramp: colours at locations 0...1, drawn by `CGContext.drawLinearGradient`
/// and `drawRadialGradient`.
public final class CGGradient: Sendable {
    /// One colour stop, RGBA 0...1 (not premultiplied).
    package struct Stop: Sendable, Equatable {
        package var location: CGFloat
        package var red, green, blue, alpha: CGFloat
    }

    /// The stops, sorted by location.
    package let stops: [Stop]

    private init?(stops: [Stop]) {
        guard !stops.isEmpty else {
            Logger(label: "vitrine.coregraphics").warning("CGGradient: no colours given")
            return nil
        }
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A gradient of `colors`; `locations` (0...1) default to evenly spaced.
    /// (Apple takes a CFArray of CGColor; on Linux an array of CGColor.)
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        let count = colors.count
        let places = locations ?? (0..<count).map { count == 1 ? 0 : CGFloat($0) / CGFloat(count - 1) }
        guard places.count >= count else { return nil }
        self.init(stops: zip(colors, places).map { color, location in
            let (r, g, b, a) = color.rgba
            return Stop(location: location, red: r, green: g, blue: b, alpha: a)
        })
    }

    /// A gradient of `count` colours given as consecutive components of `space`
    /// (alpha last), at `locations` or evenly spaced.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count >= 0 else {
            Logger(label: "vitrine.coregraphics").warning("CGGradient: negative colour count \(count)")
            return nil
        }
        let stride = space.numberOfComponents + 1
        let colors = (0..<count).map { index in
            CGColor(colorSpace: space, componentValues: Array(UnsafeBufferPointer(start: components + index * stride, count: stride)))
        }
        let places = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
        self.init(colorsSpace: space, colors: colors, locations: places)
    }
}
