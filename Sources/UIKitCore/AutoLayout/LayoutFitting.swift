import Foundation

/// `systemLayoutSizeFitting`: the view's constraints (those among itself and its
/// subviews) solved on their own, with its size pulled towards the target.
@MainActor
enum LayoutFitting {
    static func size(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            layoutLogger.error("systemLayoutSizeFitting: the target size \(target) is not finite")
            return .zero
        }
        view.updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: view, fitting: LayoutEngine.Fitting(target: target, horizontal: horizontal, vertical: vertical))
        engine.solveIfNeeded()
        // Multi-line labels wrap at the widths just solved, and are measured again.
        for _ in 0..<3 {
            var changed = false
            for case let label as UILabel in engine.positioned where !label.translatesAutoresizingMaskIntoConstraints
                && label.adoptLayoutWidth(CGFloat(label.layoutVariables.width.value)) {
                engine.intrinsicContentSizeDidChange(label)
                changed = true
            }
            guard changed else { break }
            engine.solveIfNeeded()
        }
        let variables = view.layoutVariables
        let size = CGSize(width: variables.width.value, height: variables.height.value)
        // The variables are shared with the hierarchy's own engine, which must solve again.
        view.engineRoot.layoutEngine?.invalidateSolution()
        let scale = view.contentScaleFactor > 0 ? view.contentScaleFactor : 1
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
