/// An animation between two values of a property.
///
/// Which values it runs between follows Apple's rules: `fromValue` and `toValue`;
/// `fromValue` to `fromValue + byValue`; `toValue - byValue` to `toValue`; `fromValue` to
/// the current model value; the current presentation value to `toValue`, or to itself plus
/// `byValue`; with none set, the previous presentation value to the current model value
/// (how implicit animations run).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func apply(fraction: Double, time: CFTimeInterval, iteration: Int, model: AnimatableProperties,
                        to values: inout AnimatableProperties) {
        guard let ends = endpoints(model: model, current: values),
              let value = AnimatableValue.interpolate(ends.from, ends.to, progress(fraction: fraction, time: time))
        else { return }
        store(value, end: ends.to, iteration: iteration, into: &values)
    }

    /// How far from `from` to `to` the value is; the spring animation overrides it.
    func progress(fraction: Double, time: CFTimeInterval) -> Double { fraction }

    /// The two values the animation runs between, by Apple's rules.
    private func endpoints(model: AnimatableProperties, current: AnimatableProperties) -> (from: AnimatableValue, to: AnimatableValue)? {
        guard let keyPath else { return nil }
        let from = AnimatableValue(fromValue), to = AnimatableValue(toValue), by = AnimatableValue(byValue)
        // The presentation value is the neutral one for an additive animation.
        let present = isAdditive ? current.value(forKeyPath: keyPath)?.zero : current.value(forKeyPath: keyPath)
        let modelValue = model.value(forKeyPath: keyPath)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return AnimatableValue.add(f, b).map { (f, $0) }
        case let (nil, t?, b?): return AnimatableValue.subtract(t, b).map { ($0, t) }
        case let (f?, nil, nil): return modelValue.map { (f, $0) }
        case let (nil, t?, nil): return present.map { ($0, t) }
        case let (nil, nil, b?): return present.flatMap { p in AnimatableValue.add(p, b).map { (p, $0) } }
        case (nil, nil, nil): return modelValue.map { ($0, $0) }
        }
    }
}
