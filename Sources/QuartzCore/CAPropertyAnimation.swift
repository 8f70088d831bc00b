/// An animation of one layer property, named by its key path ("position", "opacity",
/// "transform.rotation.z", "bounds.size.width"…).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    open var keyPath: String?
    /// Whether the animated value is added to the current one instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat starts from where the previous one ended.
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// Puts `value` (of one iteration) at the key path of `values`, honouring `isCumulative`
    /// (`iteration` times `end` first) and `isAdditive`.
    func store(_ value: AnimatableValue, end: AnimatableValue, iteration: Int, into values: inout AnimatableProperties) {
        guard let keyPath else { return }
        var result = value
        if isCumulative, iteration > 0 {
            result = AnimatableValue.add(AnimatableValue.repeated(end, iteration), result) ?? result
        }
        if isAdditive, let current = values.value(forKeyPath: keyPath) {
            result = AnimatableValue.add(current, result) ?? result
        }
        values.setValue(result, forKeyPath: keyPath)
    }
}
