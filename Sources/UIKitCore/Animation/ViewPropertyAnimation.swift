/// The action a view returns for a change inside a UIView animation block: a
/// `CABasicAnimation` with the block's timing as it stands, from the value before the
/// change. Run by Core Animation, it does not add itself: it records the change in its
/// block, which adds the real animation when the outermost block commits (with the
/// settings it has then, and the value the property ends at).
@MainActor
final class ViewPropertyAnimation: CABasicAnimation {
    var change: ViewAnimationBlock.Change?

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let change else { return }
        ViewAnimationBlock.record(change)
    }
}
