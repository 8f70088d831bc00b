import Foundation

/// A value an animation interpolates: what `fromValue`, `toValue`, keyframe values and
/// layer properties become once parsed from `Any`.
///
/// Numbers are one kind (CGFloat, Double, Float, Int, NSNumber); colours interpolate their
/// RGBA components linearly, unpremultiplied, as Core Animation does; transforms through
/// their decomposition (`TransformDecomposition`).
package enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor?)
    case transform(CATransform3D)
    case path(CGPath?)
    /// A gradient's `colors` or `locations`.
    case array([AnimatableValue])

    /// Parses an animation value; nil for a type Vitrine cannot animate.
    package init?(_ value: Any?) {
        guard let value else { return nil }
        switch value {
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Double: self = .scalar(v)
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CGColor: self = .color(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        // A copy: a mutable path changed later must not change the animation.
        case let v as CGPath: self = .path(v.copy())
        case let v as [Any]:
            let items = v.compactMap { AnimatableValue($0) }
            guard items.count == v.count else { return nil }
            self = .array(items)
        default: return nil
        }
    }

    /// The value as the type apps read back (CGFloat for numbers).
    package var anyValue: Any? {
        switch self {
        case .scalar(let v): CGFloat(v)
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .color(let v): v
        case .transform(let v): v
        case .path(let v): v
        case .array(let v): v.map(\.anyValue)
        }
    }

    /// The components that interpolate linearly; nil for transforms and colours.
    private var components: [Double]? {
        switch self {
        case .scalar(let v): [v]
        case .point(let p): [p.x, p.y].map(Double.init)
        case .size(let s): [s.width, s.height].map(Double.init)
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height].map(Double.init)
        case .color, .transform, .path, .array: nil
        }
    }

    private func with(components c: [Double]) -> AnimatableValue {
        switch self {
        case .scalar: .scalar(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color, .transform, .path, .array: self
        }
    }

    private static func rgba(_ color: CGColor?) -> [Double] {
        guard let color else { return [0, 0, 0, 0] }
        let c = color.rgba
        return [c.red, c.green, c.blue, c.alpha].map(Double.init)
    }

    private static func color(_ c: [Double]) -> AnimatableValue {
        let v = c.map { CGFloat(min(max($0, 0), 1)) }
        return .color(CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
    }

    /// The value `fraction` of the way from `from` to `to` (beyond 0...1 it extrapolates,
    /// for springs); nil when the two are of different kinds.
    package static func interpolate(_ from: AnimatableValue, _ to: AnimatableValue, _ fraction: Double) -> AnimatableValue? {
        switch (from, to) {
        case (.transform(let a), .transform(let b)):
            return .transform(TransformDecomposition.interpolate(a, b, fraction))
        case (.color(let a), .color(let b)):
            let x = rgba(a), y = rgba(b)
            return color(zip(x, y).map { $0 + ($1 - $0) * fraction })
        case (.path(let a), .path(let b)):
            return .path(interpolatePaths(a, b, fraction))
        case (.array(let a), .array(let b)):
            // Item by item; arrays of different lengths switch halfway.
            guard a.count == b.count else { return fraction < 0.5 ? from : to }
            let items = zip(a, b).compactMap { interpolate($0, $1, fraction) }
            return items.count == a.count ? .array(items) : nil
        default:
            guard let x = from.components, let y = to.components, x.count == y.count, sameKind(from, to) else { return nil }
            return from.with(components: zip(x, y).map { $0 + ($1 - $0) * fraction })
        }
    }

    /// `a + b`: components added, colours added per component, transforms concatenated
    /// (`b` applied after `a`, as additive animations do).
    package static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        switch (a, b) {
        case (.transform(let x), .transform(let y)): return .transform(CATransform3DConcat(y, x))
        case (.color(let x), .color(let y)): return color(zip(rgba(x), rgba(y)).map { $0 + $1 })
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return nil }
            let items = zip(x, y).compactMap { add($0, $1) }
            return items.count == x.count ? .array(items) : nil
        default:
            guard let x = a.components, let y = b.components, sameKind(a, b) else { return nil }
            return a.with(components: zip(x, y).map { $0 + $1 })
        }
    }

    /// `a - b`, the inverse of `add`.
    package static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        switch (a, b) {
        case (.transform(let x), .transform(let y)): return .transform(CATransform3DConcat(x, CATransform3DInvert(y)))
        case (.color(let x), .color(let y)): return color(zip(rgba(x), rgba(y)).map { $0 - $1 })
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return nil }
            let items = zip(x, y).compactMap { subtract($0, $1) }
            return items.count == x.count ? .array(items) : nil
        default:
            guard let x = a.components, let y = b.components, sameKind(a, b) else { return nil }
            return a.with(components: zip(x, y).map { $0 - $1 })
        }
    }

    /// `value` added to itself `count` times (cumulative repeats).
    package static func repeated(_ value: AnimatableValue, _ count: Int) -> AnimatableValue {
        guard count > 0 else { return value.zero }
        var result = value
        for _ in 1..<count { result = add(result, value) ?? result }
        return result
    }

    /// The neutral value of the same kind.
    package var zero: AnimatableValue {
        switch self {
        case .transform: .transform(CATransform3DIdentity)
        case .color: .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        case .path: .path(nil)
        case .array(let items): .array(items.map(\.zero))
        default: with(components: Array(repeating: 0, count: components?.count ?? 1))
        }
    }

    /// The Euclidean distance between two values of the same kind (paced keyframes).
    package static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        switch (a, b) {
        case (.transform(let x), .transform(let y)):
            return zip(x.entries, y.entries).reduce(0) { $0 + Double(($1.0 - $1.1) * ($1.0 - $1.1)) }.squareRoot()
        case (.color(let x), .color(let y)):
            return zip(rgba(x), rgba(y)).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        case (.array(let x), .array(let y)):
            return zip(x, y).reduce(0) { $0 + distance($1.0, $1.1) }
        default:
            guard let x = a.components, let y = b.components, x.count == y.count else { return 0 }
            return zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        }
    }

    /// Paths of the same elements blend their points linearly; others (Apple: "the results
    /// are undefined") switch from one to the other halfway.
    private static func interpolatePaths(_ a: CGPath?, _ b: CGPath?, _ fraction: Double) -> CGPath? {
        guard let a, let b, a.elements.count == b.elements.count else { return fraction < 0.5 ? a : b }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * fraction, y: p.y + (q.y - p.y) * fraction)
        }
        var elements: [PathElement] = []
        elements.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.moveTo(let p), .moveTo(let q)): elements.append(.moveTo(mix(p, q)))
            case (.lineTo(let p), .lineTo(let q)): elements.append(.lineTo(mix(p, q)))
            case (.quadCurveTo(let c, let p), .quadCurveTo(let d, let q)):
                elements.append(.quadCurveTo(control: mix(c, d), end: mix(p, q)))
            case (.curveTo(let c1, let c2, let p), .curveTo(let d1, let d2, let q)):
                elements.append(.curveTo(control1: mix(c1, d1), control2: mix(c2, d2), end: mix(p, q)))
            case (.closeSubpath, .closeSubpath): elements.append(.closeSubpath)
            default: return fraction < 0.5 ? a : b
            }
        }
        return CGPath(elements: elements)
    }

    private static func sameKind(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        switch (a, b) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect): true
        default: false
        }
    }
}
