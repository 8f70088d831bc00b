import Foundation

/// What a `CAShapeLayer` draws, as part of its `AnimatableProperties` (so animations of
/// its keys work like any other). The non-animatable style is kept here too: the whole
/// value decides the pixels.
package struct ShapeLayerValues: Equatable {
    var path: CGPath?
    var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineDashPhase: CGFloat = 0
    var lineDashPattern: [CGFloat]?
    var fillRule = CAShapeLayerFillRule.nonZero
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter

    static let animatableKeys: Set<String> = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "strokeStart", "strokeEnd", "lineDashPhase",
    ]
}

/// What a `CAGradientLayer` draws (see `ShapeLayerValues`).
package struct GradientLayerValues: Equatable {
    var colors: [CGColor]?
    var locations: [CGFloat]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type = CAGradientLayerType.axial

    static let animatableKeys: Set<String> = ["colors", "locations", "startPoint", "endPoint"]
}

/// The content a layer class generates from its values instead of drawing it.
package indirect enum GeneratedContentValues: Equatable {
    case shape(ShapeLayerValues)
    case gradient(GradientLayerValues)
}

extension AnimatableProperties {
    var shape: ShapeLayerValues? {
        get { if case .shape(let s)? = generated { s } else { nil } }
        set { generated = newValue.map { .shape($0) } }
    }

    var gradient: GradientLayerValues? {
        get { if case .gradient(let g)? = generated { g } else { nil } }
        set { generated = newValue.map { .gradient($0) } }
    }

    /// The value of a shape or gradient key, nil for other keys or layers.
    func generatedValue(forKey key: String, _ rest: [String]) -> AnimatableValue? {
        if let s = shape {
            switch key {
            case "path": return rest.isEmpty ? .path(s.path) : nil
            case "fillColor": return rest.isEmpty ? .color(s.fillColor) : nil
            case "strokeColor": return rest.isEmpty ? .color(s.strokeColor) : nil
            case "lineWidth": return rest.isEmpty ? .scalar(Double(s.lineWidth)) : nil
            case "miterLimit": return rest.isEmpty ? .scalar(Double(s.miterLimit)) : nil
            case "strokeStart": return rest.isEmpty ? .scalar(Double(s.strokeStart)) : nil
            case "strokeEnd": return rest.isEmpty ? .scalar(Double(s.strokeEnd)) : nil
            case "lineDashPhase": return rest.isEmpty ? .scalar(Double(s.lineDashPhase)) : nil
            default: return nil
            }
        }
        if let g = gradient {
            switch key {
            case "colors": return rest.isEmpty ? .array((g.colors ?? []).map { .color($0) }) : nil
            case "locations": return rest.isEmpty ? .array((g.locations ?? []).map { .scalar(Double($0)) }) : nil
            case "startPoint": return Self.component(of: .point(g.startPoint), rest)
            case "endPoint": return Self.component(of: .point(g.endPoint), rest)
            default: return nil
            }
        }
        return nil
    }

    /// Sets a shape or gradient key; false for other keys, layers or values.
    mutating func setGeneratedValue(_ value: AnimatableValue, forKey key: String, _ rest: [String]) -> Bool {
        func scalar() -> CGFloat? {
            guard rest.isEmpty, case .scalar(let v) = value, v.isFinite else { return nil }
            return CGFloat(v)
        }
        if var s = shape {
            switch key {
            case "path":
                guard rest.isEmpty, case .path(let p) = value else { return false }
                s.path = p
            case "fillColor":
                guard rest.isEmpty, case .color(let c) = value else { return false }
                s.fillColor = c
            case "strokeColor":
                guard rest.isEmpty, case .color(let c) = value else { return false }
                s.strokeColor = c
            case "lineWidth": guard let v = scalar() else { return false }; s.lineWidth = max(v, 0)
            case "miterLimit": guard let v = scalar() else { return false }; s.miterLimit = max(v, 0)
            // Animated values may pass beyond 0...1 (springs); drawing clamps them.
            case "strokeStart": guard let v = scalar() else { return false }; s.strokeStart = v
            case "strokeEnd": guard let v = scalar() else { return false }; s.strokeEnd = v
            case "lineDashPhase": guard let v = scalar() else { return false }; s.lineDashPhase = v
            default: return false
            }
            shape = s
            return true
        }
        if var g = gradient {
            switch key {
            case "colors":
                guard rest.isEmpty, case .array(let items) = value else { return false }
                let colors = items.compactMap { item -> CGColor? in
                    if case .color(let c) = item { return c }
                    return nil
                }
                g.colors = colors.isEmpty ? nil : colors
            case "locations":
                guard rest.isEmpty, case .array(let items) = value else { return false }
                let locations = items.compactMap { item -> CGFloat? in
                    if case .scalar(let v) = item, v.isFinite { return CGFloat(v) }
                    return nil
                }
                g.locations = locations.isEmpty ? nil : locations
            case "startPoint":
                guard case .point(let p)? = Self.replacing(.point(g.startPoint), rest, with: value) else { return false }
                g.startPoint = p
            case "endPoint":
                guard case .point(let p)? = Self.replacing(.point(g.endPoint), rest, with: value) else { return false }
                g.endPoint = p
            default: return false
            }
            gradient = g
            return true
        }
        return false
    }
}
