extension CALayer {
    /// The layer and key whose implicit action runs now, with the value shown before the
    /// change: the start of a `CABasicAnimation` with no values set.
    private static var changeInProgress: (layer: ObjectIdentifier, key: String, previous: AnimatableValue?)?

    private static var loggedKeyPaths: Set<String> = []

    // MARK: Adding and removing animations

    /// Adds a copy of `anim` under `key` (nil: no key); it replaces an animation with the
    /// same key, whose delegate hears it stopped unfinished. A `beginTime` of 0 means the
    /// presentation time of the frame that first shows it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let property = copy as? CAPropertyAnimation, let path = property.keyPath,
           !AnimatableProperties.isAnimatable(path), Self.loggedKeyPaths.insert(path).inserted {
            layerLogger.warning("CALayer.add: key path \"\(path)\" is not animatable in Vitrine; the animation only runs its timing")
        }
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let change = Self.changeInProgress, change.layer == ObjectIdentifier(self), change.key == basic.keyPath {
            basic.fromValue = change.previous?.anyValue
        }
        if let key { removeAnimation(forKey: key) }
        attachedAnimations.append(AttachedAnimation(key: key, animation: copy,
                                                    completions: CATransaction.completionsForNewAnimation()))
        AnimationEngine.shared.register(self)
        changed()
    }

    /// Removes the animation with `key`; its delegate hears it stopped unfinished (at the
    /// next frame) unless it had already finished.
    public func removeAnimation(forKey key: String) {
        guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let entry = attachedAnimations.remove(at: index)
        AnimationEngine.shared.noteRemoved(entry)
        changed()
    }

    /// Removes every animation of the layer.
    public func removeAllAnimations() {
        let entries = attachedAnimations
        guard !entries.isEmpty else { return }
        attachedAnimations = []
        for entry in entries { AnimationEngine.shared.noteRemoved(entry) }
        changed()
    }

    /// The animation added under `key` (the layer's copy; do not change it), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the layer's animations in the order they apply, or nil when there are
    /// none.
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    // MARK: Model changes and their actions

    /// Applies a change of the animatable property `key` to the model and runs its action.
    /// Before the layer's first frame only the delegate is asked (a view animates in an
    /// animation block as soon as it exists); afterwards the whole search of
    /// `action(forKey:)` runs, so standalone layers animate implicitly. Nothing is asked
    /// while the transaction disables actions.
    func changeAnimatable(_ key: String, _ apply: (inout AnimatableProperties) -> Void) {
        let action: (any CAAction)?
        if CATransaction.disableActions() {
            action = nil
        } else if hasBeenCommitted {
            action = self.action(forKey: key)
        } else {
            action = delegate?.action(for: self, forKey: key).flatMap { $0 is NSNull ? nil : $0 }
        }
        let previous = action == nil ? nil
            : presentationValues(at: AnimationEngine.shared.presentationTime).value(forKeyPath: key)
        apply(&modelValues)
        changed()
        guard let action else { return }
        let outer = Self.changeInProgress
        Self.changeInProgress = (ObjectIdentifier(self), key, previous)
        defer { Self.changeInProgress = outer }
        action.run(forKey: key, object: self, arguments: nil)
    }

    // MARK: Presentation

    /// The values shown at media time `mediaTime`: the model with every animation applied
    /// in order, in the layer's time space. An animation not committed yet shows its start.
    package func presentationValues(at mediaTime: CFTimeInterval) -> AnimatableProperties {
        guard !attachedAnimations.isEmpty else { return modelValues }
        let time = localTime(fromMediaTime: mediaTime)
        var values = modelValues
        for entry in attachedAnimations {
            let animation = entry.animation
            let startsAtCommit = !entry.isCommitted && animation.beginTime == 0
            animation.apply(at: startsAtCommit ? 0 : time, model: modelValues, to: &values)
        }
        return values
    }

    /// The values the compositor draws in the frame being built. Animations added during
    /// the frame start at its time.
    package var renderValues: AnimatableProperties {
        guard !attachedAnimations.isEmpty else { return modelValues }
        let time = AnimationEngine.shared.presentationTime
        let local = localTime(fromMediaTime: time)
        for entry in attachedAnimations where !entry.isCommitted { commit(entry, at: local) }
        return presentationValues(at: time)
    }

    /// Advances the layer's animations to media time `mediaTime`: fixes start times, tells
    /// delegates of starts and ends, removes finished animations that are removed on
    /// completion.
    func advanceAnimations(to mediaTime: CFTimeInterval) {
        let time = localTime(fromMediaTime: mediaTime)
        // A copy: delegates may add and remove animations.
        for entry in attachedAnimations where attachedAnimations.contains(where: { $0 === entry }) {
            let animation = entry.animation
            if !entry.isCommitted { commit(entry, at: time) }
            if !entry.didStart, time >= animation.beginTime {
                entry.didStart = true
                animation.delegate?.animationDidStart(animation)
            }
            guard !entry.didStop, time >= animation.activeEndTime else { continue }
            if animation.isRemovedOnCompletion {
                attachedAnimations.removeAll { $0 === entry }
                changed()
            }
            entry.stop(finished: true)
        }
    }

    private func commit(_ entry: AttachedAnimation, at time: CFTimeInterval) {
        entry.isCommitted = true
        if entry.animation.beginTime == 0 { entry.animation.beginTime = time + entry.animation.commitDelay }
    }

    /// The layer's last transition in effect at media time `mediaTime`, with its progress.
    func runningTransition(at mediaTime: CFTimeInterval)
        -> (entry: AttachedAnimation, animation: CATransition, progress: Double)? {
        guard attachedAnimations.contains(where: { $0.animation is CATransition }) else { return nil }
        let time = localTime(fromMediaTime: mediaTime)
        for entry in attachedAnimations.reversed() {
            guard let transition = entry.animation as? CATransition else { continue }
            let startsAtCommit = !entry.isCommitted && transition.beginTime == 0
            if let progress = transition.progress(at: startsAtCommit ? 0 : time) {
                return (entry, transition, progress)
            }
        }
        return nil
    }
}
