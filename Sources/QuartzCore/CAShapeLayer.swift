import Foundation

/// A layer that draws a cubic Bézier path in its coordinate space: filled, then
/// stroked, between its background and its first sublayer. The path is not clipped to
/// the bounds (only `masksToBounds` clips it). It is rasterised at the screen's scale,
/// so it stays sharp whatever `contentsScale` is; `contents` and `draw(in:)` are not
/// shown. Animatable: `path` (explicitly only, as on iOS), `fillColor`, `strokeColor`,
/// `lineWidth`, `miterLimit`, `strokeStart`, `strokeEnd` and `lineDashPhase`.
open class CAShapeLayer: CALayer {
    public override init() {
        super.init()
        modelValues.shape = ShapeLayerValues()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if modelValues.shape == nil { modelValues.shape = ShapeLayerValues() }
    }

    private var shape: ShapeLayerValues { modelValues.shape ?? ShapeLayerValues() }

    /// The path to fill and stroke; nil (the default) draws nothing. Kept as a copy.
    open var path: CGPath? {
        get { shape.path }
        set {
            let path = newValue?.copy()
            guard path != shape.path else { return }
            changeAnimatable("path") { $0.shape?.path = path }
        }
    }

    /// The colour that fills the path. Default opaque black; nil fills nothing.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set {
            guard newValue != shape.fillColor else { return }
            changeAnimatable("fillColor") { $0.shape?.fillColor = newValue }
        }
    }

    /// The fill rule. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { changeStyle { $0.fillRule = newValue } }
    }

    /// The colour of the stroke. Default nil: no stroke.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set {
            guard newValue != shape.strokeColor else { return }
            changeAnimatable("strokeColor") { $0.shape?.strokeColor = newValue }
        }
    }

    /// Where the stroke starts, as a fraction of the path's length. Default 0.
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { setScalar("strokeStart", newValue, \.strokeStart) }
    }

    /// Where the stroke ends, as a fraction of the path's length. Default 1.
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { setScalar("strokeEnd", newValue, \.strokeEnd) }
    }

    /// The width of the stroke. Default 1.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { setScalar("lineWidth", max(newValue, 0), \.lineWidth) }
    }

    /// The miter limit of the stroke's joins. Default 10.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { setScalar("miterLimit", max(newValue, 0), \.miterLimit) }
    }

    /// The ends of the stroke. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { changeStyle { $0.lineCap = newValue } }
    }

    /// The joins of the stroke. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { changeStyle { $0.lineJoin = newValue } }
    }

    /// Where the dash pattern starts. Default 0.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { setScalar("lineDashPhase", newValue, \.lineDashPhase) }
    }

    /// Lengths of the painted and unpainted dashes, alternating. Default nil: a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern?.map { NSNumber(value: Double($0)) } }
        set {
            let lengths = newValue?.map { CGFloat($0.doubleValue) }
            changeStyle { $0.lineDashPattern = lengths }
        }
    }

    private func setScalar(_ key: String, _ value: CGFloat, _ field: WritableKeyPath<ShapeLayerValues, CGFloat>) {
        guard Self.accept(value, key, isValid: value.isFinite), value != shape[keyPath: field] else { return }
        changeAnimatable(key) { $0.shape?[keyPath: field] = value }
    }

    /// Changes a property that does not animate.
    private func changeStyle(_ apply: (inout ShapeLayerValues) -> Void) {
        var values = shape
        apply(&values)
        guard values != shape else { return }
        modelValues.shape = values
        changed()
    }
}
