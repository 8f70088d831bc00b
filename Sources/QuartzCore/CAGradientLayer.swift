import Foundation

/// A layer that fills its bounds with a colour gradient, between its background and its
/// first sublayer: `.axial` along the line from `startPoint` to `endPoint`, `.radial`
/// in an ellipse centred at `startPoint` whose radii reach `endPoint`, `.conic` sweeping
/// around `startPoint` from the direction of `endPoint`. The points are unit
/// coordinates of the bounds; the end colours extend to the edges. It is rasterised at
/// the screen's scale; `contents` and `draw(in:)` are not shown. Animatable: `colors`
/// and `locations` (item by item when the counts match), `startPoint` and `endPoint`.
open class CAGradientLayer: CALayer {
    public override init() {
        super.init()
        modelValues.gradient = GradientLayerValues()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if modelValues.gradient == nil { modelValues.gradient = GradientLayerValues() }
    }

    private var gradient: GradientLayerValues { modelValues.gradient ?? GradientLayerValues() }

    /// The colours of the gradient, `CGColor`s (other values are ignored, logged).
    /// Default nil: nothing is drawn.
    open var colors: [Any]? {
        get { gradient.colors }
        set {
            let colors = newValue?.compactMap { $0 as? CGColor }
            if let newValue, colors?.count != newValue.count {
                layerLogger.warning("CAGradientLayer.colors: ignored values that are not CGColors")
            }
            guard colors != gradient.colors else { return }
            changeAnimatable("colors") { $0.gradient?.colors = colors }
        }
    }

    /// Where each colour is, 0 to 1, increasing; one per colour. Default nil: spread
    /// evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: Double($0)) } }
        set {
            let locations = newValue?.map { CGFloat($0.doubleValue) }.filter(\.isFinite)
            guard locations != gradient.locations else { return }
            changeAnimatable("locations") { $0.gradient?.locations = locations }
        }
    }

    /// Where the gradient starts, in unit coordinates. Default (0.5, 0): the top centre.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set {
            guard Self.accept(newValue, "startPoint", isValid: newValue.x.isFinite && newValue.y.isFinite),
                  newValue != gradient.startPoint else { return }
            changeAnimatable("startPoint") { $0.gradient?.startPoint = newValue }
        }
    }

    /// Where the gradient ends, in unit coordinates. Default (0.5, 1): the bottom centre.
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set {
            guard Self.accept(newValue, "endPoint", isValid: newValue.x.isFinite && newValue.y.isFinite),
                  newValue != gradient.endPoint else { return }
            changeAnimatable("endPoint") { $0.gradient?.endPoint = newValue }
        }
    }

    /// The kind of gradient. Default `.axial`.
    open var type: CAGradientLayerType {
        get { gradient.type }
        set {
            guard newValue != gradient.type else { return }
            modelValues.gradient?.type = newValue
            changed()
        }
    }
}
