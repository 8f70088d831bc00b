/// Animations run together: each child's times are relative to the group's, and the
/// group's duration clips them. The children's delegates and removal settings are not used.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group, applied in order.
    open var animations: [CAAnimation]?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override func apply(fraction: Double, time: CFTimeInterval, iteration: Int, model: AnimatableProperties,
                        to values: inout AnimatableProperties) {
        for child in animations ?? [] { child.apply(at: time, model: model, to: &values) }
    }
}
