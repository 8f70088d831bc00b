/// A layout guide that activates and deactivates sets of constraints by which edges of
/// its owning view it is near (iOS 15). Each set belongs to an edge (or edges): a set
/// "near" an edge is active while the guide is near all of it, a set "away from" an edge
/// while the guide is near none of it. Setting a set for an edge again replaces the one
/// before, whose constraints are deactivated and no longer tracked.
///
/// Where the guide is comes from its subclass: `UIKeyboardLayoutGuide` is near the bottom
/// edge only (the keyboard is docked along it, or gone below it), never the leading,
/// trailing or top edge, which only a floating keyboard (an iPad's) comes near. A plain
/// tracking guide is near no edge.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    /// The tracked sets by edge (the edges' raw value), in the order they were set.
    private var nearSets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awaySets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// The edges of the owning view the guide is near now.
    var nearEdges: NSDirectionalRectEdge { [] }

    /// Tracks `trackingConstraints`: active while the guide is near `edge`, inactive while
    /// it is away. An empty array stops tracking `edge`'s set and deactivates it.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        replace(in: &nearSets, edge: edge, with: trackingConstraints)
        updateTrackedConstraints()
    }

    /// Tracks `trackingConstraints`: active while the guide is away from `edge`, inactive
    /// while it is near. An empty array stops tracking `edge`'s set and deactivates it.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        replace(in: &awaySets, edge: edge, with: trackingConstraints)
        updateTrackedConstraints()
    }

    /// The set active while the guide is near `edge`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearSets.first { $0.edge == edge }?.constraints ?? []
    }

    /// The set active while the guide is away from `edge`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awaySets.first { $0.edge == edge }?.constraints ?? []
    }

    /// Stops tracking every set; their constraints stay as they are.
    open func removeAllTrackedConstraints() {
        nearSets.removeAll()
        awaySets.removeAll()
    }

    private func replace(in sets: inout [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])],
                         edge: NSDirectionalRectEdge, with constraints: [NSLayoutConstraint]) {
        if let index = sets.firstIndex(where: { $0.edge == edge }) {
            let old = sets.remove(at: index).constraints
            NSLayoutConstraint.deactivate(old.filter { kept in !constraints.contains { $0 === kept } })
        }
        if !constraints.isEmpty { sets.append((edge, constraints)) }
    }

    /// Activates the sets whose condition holds where the guide is now and deactivates the
    /// others: the ones to deactivate first, so that a constraint swapped for another is
    /// never active beside it.
    func updateTrackedConstraints() {
        let near = nearEdges
        var on: [NSLayoutConstraint] = [], off: [NSLayoutConstraint] = []
        for set in nearSets {
            if near.isSuperset(of: set.edge) { on += set.constraints } else { off += set.constraints }
        }
        for set in awaySets {
            if near.isDisjoint(with: set.edge) { on += set.constraints } else { off += set.constraints }
        }
        NSLayoutConstraint.deactivate(off.filter { constraint in !on.contains { $0 === constraint } })
        NSLayoutConstraint.activate(on)
    }
}
