import Foundation

/// A running `UIView.transition(with:…)`.
///
/// A cross dissolve is Core Animation's fade transition. A flip hides the view (an opacity animation, so its model alpha stays)
/// and turns two snapshots in a layer above it, in place: the old content rotates out to
/// edge-on, the new content in from edge-on. The compositor draws affine transforms, so
/// the perspective is built from thin slices of the snapshots, each scaled to the
/// depth of its middle. A display link moves the slices each frame.
@MainActor
final class ViewTransition {
    enum Kind {
        case crossDissolve
        /// Rotation about the vertical (`horizontal` true) or horizontal axis; `sign`
        /// picks the direction.
        case flip(horizontal: Bool, sign: CGFloat)
    }

    /// The width of a slice in points: narrow enough that the steps of the perspective
    /// do not show.
    private static let sliceWidth: CGFloat = 6
    /// The eye's distance from the view, in view sizes.
    private static let eyeDistance: CGFloat = 2.5

    private let kind: Kind
    private let duration: TimeInterval
    private let curve: CAMediaTimingFunction
    private let overlay = CALayer()
    private var sliceCount = 1
    private var oldSlices: [CALayer] = []
    private var newSlices: [CALayer] = []
    private var link: CADisplayLink?
    private var startTime: CFTimeInterval?

    /// The kind for `options`' transition bits, or nil for `transitionNone`.
    static func kind(for options: UIView.AnimationOptions) -> Kind? {
        switch options.transitionBits {
        case 0: nil
        case 1: .flip(horizontal: true, sign: 1)
        case 2: .flip(horizontal: true, sign: -1)
        case 6: .flip(horizontal: false, sign: 1)
        case 7: .flip(horizontal: false, sign: -1)
        default: .crossDissolve
        }
    }

    private init(kind: Kind, duration: TimeInterval, curve: CAMediaTimingFunction) {
        self.kind = kind
        self.duration = duration
        self.curve = curve
    }

    /// Starts a transition of `view` from `oldContent` (a flip's front) to what it shows
    /// now; `tracker` hears when it ends (finished false when its animation is removed).
    static func start(_ kind: Kind, of view: UIView, from oldContent: CGImage?, duration: TimeInterval,
                      curve: CAMediaTimingFunction, tracker: ViewAnimationTracker) {
        var kind = kind
        if case .flip = kind, view.layer.superlayer == nil {
            viewLogger.warning("UIView.transition: a flip needs a superview; \(type(of: view)) cross-dissolves instead")
            kind = .crossDissolve
        }
        let transition = ViewTransition(kind: kind, duration: duration, curve: curve)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        switch kind {
        case .crossDissolve:
            transition.dissolve(view, tracker: tracker)
        case .flip:
            guard let oldContent, let newContent = view.snapshotImage() else {
                transition.dissolve(view, tracker: tracker)
                return
            }
            transition.flip(view, from: oldContent, to: newContent, tracker: tracker)
        }
    }

    /// Core Animation's fade: the last frame's snapshot over the new content.
    private func dissolve(_ view: UIView, tracker: ViewAnimationTracker) {
        let fade = CATransition()
        fade.type = .fade
        fade.duration = duration
        fade.timingFunction = curve
        fade.delegate = tracker
        tracker.animationAdded()
        view.layer.add(fade, forKey: "transition")
    }

    private func flip(_ view: UIView, from oldContent: CGImage, to newContent: CGImage, tracker: ViewAnimationTracker) {
        guard let superlayer = view.layer.superlayer else { return }
        let model = view.layer
        overlay.bounds = CGRect(origin: .zero, size: model.bounds.size)
        overlay.anchorPoint = model.anchorPoint
        overlay.position = model.position
        overlay.transform = model.transform
        overlay.zPosition = model.zPosition
        overlay.contentsScale = view.contentScaleFactor
        superlayer.insertSublayer(overlay, above: model)
        let length = isHorizontal ? model.bounds.width : model.bounds.height
        sliceCount = min(max(Int(length / Self.sliceWidth), 8), 64)
        oldSlices = makeSlices(of: oldContent, scale: view.contentScaleFactor)
        newSlices = makeSlices(of: newContent, scale: view.contentScaleFactor)
        layOutSlices(progress: 0)

        // The view itself is hidden meanwhile; its animation times the transition.
        let hide = CABasicAnimation(keyPath: "opacity")
        hide.fromValue = 0
        hide.toValue = 0
        hide.duration = duration
        hide.delegate = Teardown(self, tracker)
        tracker.animationAdded()
        model.add(hide, forKey: "transition")

        let link = CADisplayLink(target: self, selector: ViewTransition.step)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func makeSlices(of image: CGImage, scale: CGFloat) -> [CALayer] {
        (0..<sliceCount).map { _ in
            let slice = CALayer()
            slice.contents = image
            slice.contentsScale = scale
            overlay.addSublayer(slice)
            return slice
        }
    }

    private var isHorizontal: Bool {
        if case .flip(let horizontal, _) = kind { return horizontal }
        return true
    }

    private func step(_ link: CADisplayLink) {
        let start = startTime ?? link.targetTimestamp
        startTime = start
        let linear = duration > 0 ? min(max((link.targetTimestamp - start) / duration, 0), 1) : 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layOutSlices(progress: curve.value(at: linear, duration: duration))
        CATransaction.commit()
    }

    /// Places the slices for `progress` (0...1) of the half turn: the old face until
    /// edge-on, then the new one.
    private func layOutSlices(progress: Double) {
        guard case .flip(let horizontal, let sign) = kind else { return }
        let angle = CGFloat.pi * CGFloat(progress)
        let showsOld = angle < .pi / 2
        let face = showsOld ? angle : angle - .pi
        for slice in oldSlices { slice.isHidden = !showsOld }
        for slice in newSlices { slice.isHidden = showsOld }
        let size = overlay.bounds.size
        let length = horizontal ? size.width : size.height
        let across = horizontal ? size.height : size.width
        let eye = Self.eyeDistance * max(size.width, size.height)
        let step = length / CGFloat(sliceCount)
        // Where a point `u` from the axis lands (along the turn) and its depth scale.
        func project(_ u: CGFloat) -> (offset: CGFloat, scale: CGFloat) {
            let scale = eye / (eye - sign * u * sin(face))
            return (u * cos(face) * scale, scale)
        }
        for (index, slice) in (showsOld ? oldSlices : newSlices).enumerated() {
            let u0 = CGFloat(index) * step - length / 2, u1 = u0 + step
            let a = project(u0), b = project(u1), middle = project((u0 + u1) / 2)
            let along = (b.offset - a.offset) / step
            // Each slice reaches a pixel into its neighbours, with their content, so no
            // seam shows between them.
            let overlap = min(1 / (max(abs(along), 0.01) * overlay.contentsScale), step)
            let before = index == 0 ? 0 : overlap, after = index == sliceCount - 1 ? 0 : overlap
            let span = step + before + after
            let unitStart = (CGFloat(index) * step - before) / length, unitSpan = span / length
            let centre = (a.offset + b.offset) / 2 + along * (after - before) / 2
            if horizontal {
                slice.bounds = CGRect(x: 0, y: 0, width: span, height: across)
                slice.contentsRect = CGRect(x: unitStart, y: 0, width: unitSpan, height: 1)
                slice.position = CGPoint(x: size.width / 2 + centre, y: size.height / 2)
                slice.setAffineTransform(CGAffineTransform(scaleX: along, y: middle.scale))
            } else {
                slice.bounds = CGRect(x: 0, y: 0, width: across, height: span)
                slice.contentsRect = CGRect(x: 0, y: unitStart, width: 1, height: unitSpan)
                slice.position = CGPoint(x: size.width / 2, y: size.height / 2 + centre)
                slice.setAffineTransform(CGAffineTransform(scaleX: middle.scale, y: along))
            }
        }
    }

    /// Ends the transition once: removes the layers and stops the link.
    private func finish() {
        link?.invalidate()
        link = nil
        overlay.removeFromSuperlayer()
    }

    /// The delegate of the transition's animation: cleans up, then tells the block.
    private final class Teardown: CAAnimationDelegate {
        let transition: ViewTransition
        let tracker: ViewAnimationTracker

        init(_ transition: ViewTransition, _ tracker: ViewAnimationTracker) {
            self.transition = transition
            self.tracker = tracker
        }

        func animationDidStart(_ anim: CAAnimation) {
            tracker.animationDidStart(anim)
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            transition.finish()
            tracker.animationDidStop(anim, finished: flag)
        }
    }
}
