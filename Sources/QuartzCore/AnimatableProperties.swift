import Foundation

/// A layer's animatable properties as one value: the model layer stores one, the
/// presentation is another computed from it and the running animations, and the
/// compositor draws whichever applies.
///
/// Key paths are Core Animation's: the property names, their components ("position.x",
/// "bounds.size.width", "anchorPoint.y", "contentsRect.origin") and the transform's
/// parts ("transform.rotation.z", "transform.scale", "transform.translation.x").
package struct AnimatableProperties: Equatable {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform = CATransform3DIdentity
    var zPosition: CGFloat = 0
    package var opacity: Float = 1
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var backgroundColor: CGColor?
    var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    /// The values of a shape or gradient layer (nil for other layers).
    var generated: GeneratedContentValues?

    /// The top-level properties animations can change.
    package static let animatableKeys: Set<String> = Set([
        "bounds", "position", "anchorPoint", "transform", "zPosition", "opacity", "cornerRadius",
        "borderWidth", "contentsRect", "backgroundColor", "borderColor", "shadowColor", "shadowOpacity",
        "shadowOffset", "shadowRadius", "shadowPath",
    ]).union(ShapeLayerValues.animatableKeys).union(GradientLayerValues.animatableKeys)

    /// The animatable keys that have no implicit animation: Apple's paths ("this property
    /// (as with all CGPathRef animatable properties) does not support implicit animation").
    package static let keysWithoutImplicitAnimation: Set<String> = ["shadowPath", "path"]

    /// Maps layer coordinates to the superlayer's: about the anchor point, through the
    /// affine part of `transform`, to `position`.
    package var affineTransformToSuperlayer: CGAffineTransform {
        // Origin and size as stored (minX would standardise a negative size, the size not).
        let b = bounds
        let anchor = CGPoint(x: b.origin.x + anchorPoint.x * b.size.width, y: b.origin.y + anchorPoint.y * b.size.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Whether `keyPath` names something animations can change.
    package static func isAnimatable(_ keyPath: String) -> Bool {
        var shape = AnimatableProperties(), gradient = AnimatableProperties()
        shape.shape = ShapeLayerValues()
        gradient.gradient = GradientLayerValues()
        return [AnimatableProperties(), shape, gradient].contains { $0.value(forKeyPath: keyPath) != nil }
    }

    /// The value at `keyPath`, or nil when it names nothing animatable.
    package func value(forKeyPath keyPath: String) -> AnimatableValue? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first else { return nil }
        let rest = Array(parts.dropFirst())
        switch head {
        case "bounds": return Self.component(of: .rect(bounds), rest)
        case "position": return Self.component(of: .point(position), rest)
        case "anchorPoint": return Self.component(of: .point(anchorPoint), rest)
        case "contentsRect": return Self.component(of: .rect(contentsRect), rest)
        case "transform": return Self.transformComponent(transform, rest)
        case "zPosition": return rest.isEmpty ? .scalar(Double(zPosition)) : nil
        case "opacity": return rest.isEmpty ? .scalar(Double(opacity)) : nil
        case "cornerRadius": return rest.isEmpty ? .scalar(Double(cornerRadius)) : nil
        case "borderWidth": return rest.isEmpty ? .scalar(Double(borderWidth)) : nil
        case "backgroundColor": return rest.isEmpty ? .color(backgroundColor) : nil
        case "borderColor": return rest.isEmpty ? .color(borderColor) : nil
        case "shadowColor": return rest.isEmpty ? .color(shadowColor) : nil
        case "shadowOpacity": return rest.isEmpty ? .scalar(Double(shadowOpacity)) : nil
        case "shadowOffset": return Self.component(of: .size(shadowOffset), rest)
        case "shadowRadius": return rest.isEmpty ? .scalar(Double(shadowRadius)) : nil
        case "shadowPath": return rest.isEmpty ? .path(shadowPath) : nil
        default: return generatedValue(forKey: head, rest)
        }
    }

    /// Sets the value at `keyPath`; a value of the wrong kind or a non-finite one is
    /// ignored (returns false).
    @discardableResult
    package mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first else { return false }
        let rest = Array(parts.dropFirst())
        func scalar() -> CGFloat? {
            guard rest.isEmpty, case .scalar(let v) = value, v.isFinite else { return nil }
            return CGFloat(v)
        }
        switch head {
        case "bounds":
            guard case .rect(let r)? = Self.replacing(.rect(bounds), rest, with: value) else { return false }
            bounds = r
        case "position":
            guard case .point(let p)? = Self.replacing(.point(position), rest, with: value) else { return false }
            position = p
        case "anchorPoint":
            guard case .point(let p)? = Self.replacing(.point(anchorPoint), rest, with: value) else { return false }
            anchorPoint = p
        case "contentsRect":
            guard case .rect(let r)? = Self.replacing(.rect(contentsRect), rest, with: value) else { return false }
            contentsRect = r
        case "transform":
            guard let t = Self.replacingTransformComponent(transform, rest, with: value), t.isFinite else { return false }
            transform = t
        case "zPosition": guard let v = scalar() else { return false }; zPosition = v
        case "opacity": guard let v = scalar() else { return false }; opacity = Float(min(max(v, 0), 1))
        case "cornerRadius": guard let v = scalar() else { return false }; cornerRadius = max(v, 0)
        case "borderWidth": guard let v = scalar() else { return false }; borderWidth = max(v, 0)
        case "backgroundColor":
            guard rest.isEmpty, case .color(let c) = value else { return false }
            backgroundColor = c
        case "borderColor":
            guard rest.isEmpty, case .color(let c) = value else { return false }
            borderColor = c
        case "shadowColor":
            guard rest.isEmpty, case .color(let c) = value else { return false }
            shadowColor = c
        case "shadowOpacity": guard let v = scalar() else { return false }; shadowOpacity = Float(min(max(v, 0), 1))
        case "shadowOffset":
            guard case .size(let s)? = Self.replacing(.size(shadowOffset), rest, with: value) else { return false }
            shadowOffset = s
        case "shadowRadius": guard let v = scalar() else { return false }; shadowRadius = max(v, 0)
        case "shadowPath":
            guard rest.isEmpty, case .path(let p) = value else { return false }
            shadowPath = p
        default: return setGeneratedValue(value, forKey: head, rest)
        }
        return true
    }

    // MARK: Components of points, sizes and rects

    static func component(of value: AnimatableValue, _ path: [String]) -> AnimatableValue? {
        guard let name = path.first else { return value }
        let rest = Array(path.dropFirst())
        switch (value, name) {
        case (.point(let p), "x"): return rest.isEmpty ? .scalar(Double(p.x)) : nil
        case (.point(let p), "y"): return rest.isEmpty ? .scalar(Double(p.y)) : nil
        case (.size(let s), "width"): return rest.isEmpty ? .scalar(Double(s.width)) : nil
        case (.size(let s), "height"): return rest.isEmpty ? .scalar(Double(s.height)) : nil
        case (.rect(let r), "origin"): return component(of: .point(r.origin), rest)
        case (.rect(let r), "size"): return component(of: .size(r.size), rest)
        default: return nil
        }
    }

    static func replacing(_ value: AnimatableValue, _ path: [String], with new: AnimatableValue) -> AnimatableValue? {
        guard let name = path.first else {
            switch (value, new) {
            case (.point, .point(let p)) where p.x.isFinite && p.y.isFinite: return new
            case (.size, .size(let s)) where s.width.isFinite && s.height.isFinite: return new
            case (.rect, .rect(let n)) where [n.origin.x, n.origin.y, n.size.width, n.size.height].allSatisfy(\.isFinite):
                return new
            case (.scalar, .scalar(let v)) where v.isFinite: return new
            default: return nil
            }
        }
        let rest = Array(path.dropFirst())
        switch (value, name) {
        case (.point(var p), "x"), (.point(var p), "y"):
            guard case .scalar(let v)? = replacing(.scalar(0), rest, with: new) else { return nil }
            if name == "x" { p.x = CGFloat(v) } else { p.y = CGFloat(v) }
            return .point(p)
        case (.size(var s), "width"), (.size(var s), "height"):
            guard case .scalar(let v)? = replacing(.scalar(0), rest, with: new) else { return nil }
            if name == "width" { s.width = CGFloat(v) } else { s.height = CGFloat(v) }
            return .size(s)
        case (.rect(var r), "origin"):
            guard case .point(let p)? = replacing(.point(r.origin), rest, with: new) else { return nil }
            r.origin = p
            return .rect(r)
        case (.rect(var r), "size"):
            guard case .size(let s)? = replacing(.size(r.size), rest, with: new) else { return nil }
            r.size = s
            return .rect(r)
        default: return nil
        }
    }

    // MARK: Transform parts

    private static let axes = ["x": 0, "y": 1, "z": 2]

    private static func transformComponent(_ t: CATransform3D, _ path: [String]) -> AnimatableValue? {
        guard let part = path.first else { return .transform(t) }
        let axis = path.count == 2 ? axes[path[1]] : nil
        guard path.count == 1 || axis != nil, path.count <= 2 else { return nil }
        let d = TransformDecomposition(t)
        switch part {
        case "rotation":
            return .scalar(d?.eulerAngles[axis ?? 2] ?? 0)
        case "scale":
            let s = d?.scale ?? [0, 0, 0]
            return .scalar(axis.map { s[$0] } ?? (s[0] + s[1] + s[2]) / 3)
        case "translation":
            let v = [t.m41, t.m42, t.m43].map(Double.init)
            return axis.map { .scalar(v[$0]) } ?? .size(CGSize(width: v[0], height: v[1]))
        default: return nil
        }
    }

    private static func replacingTransformComponent(_ t: CATransform3D, _ path: [String],
                                                    with value: AnimatableValue) -> CATransform3D? {
        guard let part = path.first else {
            if case .transform(let n) = value { return n }
            return nil
        }
        let axis = path.count == 2 ? axes[path[1]] : nil
        guard path.count == 1 || axis != nil, path.count <= 2 else { return nil }
        if part == "translation" {
            var r = t
            switch (axis, value) {
            case (0?, .scalar(let v)): r.m41 = CGFloat(v)
            case (1?, .scalar(let v)): r.m42 = CGFloat(v)
            case (2?, .scalar(let v)): r.m43 = CGFloat(v)
            case (nil, .size(let s)): r.m41 = s.width; r.m42 = s.height
            default: return nil
            }
            return r
        }
        guard case .scalar(let v) = value, v.isFinite else { return nil }
        // A transform that does not decompose (zero scale) is rebuilt from the identity's parts.
        var d = TransformDecomposition(t) ?? TransformDecomposition(CATransform3DIdentity)!
        switch part {
        case "rotation":
            var angles = d.eulerAngles
            angles[axis ?? 2] = v
            d.eulerAngles = angles
        case "scale":
            if let axis { d.scale[axis] = v } else { d.scale = [v, v, v] }
        default: return nil
        }
        return d.transform
    }
}
