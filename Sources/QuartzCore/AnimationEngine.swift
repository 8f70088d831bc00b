import VitrinePlatform

/// Vitrine's Core Animation clock: runs once at the start of every frame pass.
///
/// `advance(to:)` fixes the start time of newly added animations, ticks display links,
/// tells animation delegates that animations started or stopped, removes finished ones
/// and runs the transaction completions waiting for them. While anything runs, the
/// pipeline keeps asking for frames (`isActive`). The compositor then draws presentation
/// values at `frameTime`: the presentation time of the frame being built.
@MainActor
package final class AnimationEngine {
    package static let shared = AnimationEngine()

    /// The presentation time of the frame being built (or last built); nil before the first.
    package private(set) var frameTime: CFTimeInterval?
    /// Layers with animations, in the order they got their first one.
    private var layers: [WeakLayer] = []
    private var displayLinks: [CADisplayLink] = []
    /// Animations removed since the last frame, whose delegates are told at the next one.
    private var removed: [AttachedAnimation] = []

    /// Entries of the engine's lists: animated layers (gone ones until the next pass),
    /// display links and removed animations (the soak's census, issue 29).
    package var listCount: Int { layers.count + displayLinks.count + removed.count }

    private struct WeakLayer {
        weak var layer: CALayer?
        /// Its animations as of the last frame or `add`: when the layer goes away with them
        /// unfinished, their delegates still hear that they stopped.
        var animations: [AttachedAnimation]
    }

    private init() {}

    /// The time presentation values are computed at: the frame's, or the clock's before
    /// any frame.
    package var presentationTime: CFTimeInterval { frameTime ?? CACurrentMediaTime() }

    /// Whether the next vblank needs a frame: an animation runs or waits to start (and is
    /// not paused by a speed of 0), a display link is unpaused, or delegates wait to hear
    /// of removed animations (those of a layer that went away among them).
    package var isActive: Bool {
        if !removed.isEmpty || displayLinks.contains(where: { !$0.isPaused }) { return true }
        return layers.contains { weak in
            guard let layer = weak.layer else { return weak.animations.contains { !$0.didStop } }
            return layer.attachedAnimations.contains { Self.needsFrames($0, on: layer) }
        }
    }

    /// What keeps the engine active, a line each: unpaused display links by their target,
    /// animations that need frames by key path and layer (the monkey's check that an app
    /// left at home goes idle, issue 29).
    package var activeDescriptions: [String] {
        var lines = displayLinks.filter { !$0.isPaused }.map { "a display link calling a \($0.targetTypeName)" }
        if !removed.isEmpty { lines.append("\(removed.count) removed animations to report") }
        for layer in layers.compactMap(\.layer) {
            let owner = layer.delegate.map { "\(type(of: $0))" } ?? "\(type(of: layer))"
            let place = layer.superlayer == nil ? ", a layer in no tree" : ""
            for entry in layer.attachedAnimations where Self.needsFrames(entry, on: layer) {
                let path = (entry.animation as? CAPropertyAnimation)?.keyPath ?? entry.key ?? "?"
                lines.append("\(type(of: entry.animation)) of \(path) on a \(owner)\(place)")
            }
        }
        return lines
    }

    /// A started animation with speed 0, or on a layer whose time is paused, holds a still
    /// value: it needs no frames.
    private static func needsFrames(_ entry: AttachedAnimation, on layer: CALayer) -> Bool {
        !entry.didStop && !(entry.didStart && (entry.animation.speed == 0 || !layer.isTimeRunning))
    }

    /// Advances to the frame described by `timing` (animations are evaluated at its
    /// `targetTimestamp`).
    package func advance(to timing: FrameTiming) {
        frameTime = timing.targetTimestamp
        for link in displayLinks { link.tick(timing) }
        let stopped = removed
        removed = []
        for entry in stopped { entry.stop(finished: false) }
        // A layer that went away took its animations with it: removed, not finished, as
        // Core Animation's delegates hear it (`animationDidStop(_:finished:)`). Without it
        // a UIView transition's display link and completion would wait for good.
        var orphaned: [AttachedAnimation] = []
        for index in layers.indices {
            guard let layer = layers[index].layer else {
                orphaned += layers[index].animations
                continue
            }
            layer.advanceAnimations(to: timing.targetTimestamp)
            layers[index].animations = layer.attachedAnimations
        }
        // A layer freed after its turn in this loop (a delegate above let the last reference
        // go: a navigation transition ending frees the page) stays listed until its
        // animations are told, at the next frame.
        layers.removeAll { weak in
            guard let layer = weak.layer else { return weak.animations.allSatisfy(\.didStop) }
            return layer.attachedAnimations.isEmpty
        }
        for entry in orphaned { entry.stop(finished: false) }
    }

    /// Ends what ran on the clock of a display that stopped. The next display has a clock
    /// of its own (a new stepped display starts at 0), so the start times fixed on the old
    /// one mean nothing there: animations are removed and their delegates told at once that
    /// they did not finish, display links stop, and until the next display's first frame
    /// presentation time is the clock's.
    package func displayDidStop() {
        frameTime = nil
        for link in displayLinks { link.invalidate() }
        for layer in layers.compactMap(\.layer) { layer.removeAllAnimations() }
        let orphaned = layers.filter { $0.layer == nil }.flatMap(\.animations)
        layers = []
        let stopped = removed + orphaned
        removed = []
        for entry in stopped { entry.stop(finished: false) }
    }

    /// Starts tracking a layer that got an animation, or notes the one it got.
    func register(_ layer: CALayer) {
        if let index = layers.firstIndex(where: { $0.layer === layer }) {
            layers[index].animations = layer.attachedAnimations
        } else {
            layers.append(WeakLayer(layer: layer, animations: layer.attachedAnimations))
        }
    }

    /// Queues the delegate call of an animation removed before it finished.
    func noteRemoved(_ entry: AttachedAnimation) {
        guard !entry.didStop else { return }
        removed.append(entry)
        FrameScheduler.shared.setNeedsFrame()
    }

    func add(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
        FrameScheduler.shared.setNeedsFrame()
    }

    func remove(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }
}
