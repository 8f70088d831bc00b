import Foundation

/// Showing a batch of row and section changes: the cells of rows that stay are kept (not
/// asked for again) and slide to their new places, deleted rows go and inserted ones come
/// with their `RowAnimation`, in one 0.3 s animation as on iOS.
extension UITableView {
    /// How long rows take to move, come and go.
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Shows `update` (worked out from two snapshots) as one batch.
    func apply(_ update: ListUpdate, completion: @escaping (Bool) -> Void) {
        pendingUpdate = update
        commitUpdates(completion: completion)
    }

    /// Shows the changes announced since the last update (`pendingUpdate`).
    func commitUpdates(completion: ((Bool) -> Void)?) {
        let update = pendingUpdate
        pendingUpdate = ListUpdate()
        // A table that never loaded just loads; so does one told nothing.
        guard !needsReload, !update.isEmpty else {
            if needsReload { reloadData() }
            completion?(true)
            return
        }
        swipe?.close(animated: false)
        swipe = nil
        unhighlight()
        let oldSections = sections
        let sectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let newCounts = (0..<sectionCount).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let mapping: ListUpdate.Mapping
        switch update.mapping(oldCounts: oldSections.map(\.rowCount), newCounts: newCounts) {
        case .success(let found):
            mapping = found
        case .failure(let error):
            scrollLogger.error("UITableView: invalid update: \(error) (Apple raises here); the table reloads")
            let offset = contentOffset
            reloadData()
            keepOffset(offset)
            completion?(false)
            return
        }
        let offset = contentOffset
        rekeySectionViews(mapping.sectionMap, update: update)
        loadSections(counts: newCounts) { new in
            guard let old = mapping.oldPath(for: new), !update.reloadedRows.contains(old), !update.reconfiguredRows.contains(old),
                  !oldSections[old.section].unmeasured.contains(old.row) else { return nil }
            return oldSections[old.section].height(ofRow: old.row)
        }
        keepOffset(offset)

        var leaving: [(cell: UITableViewCell, old: IndexPath, animation: RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleRows {
            if let new = mapping.newPath(for: old), !update.reloadedRows.contains(old) {
                kept[new] = cell
            } else {
                let animation = update.leaving[old] ?? update.leavingSections[old.section] ?? update.defaultAnimation
                leaving.append((cell, old, animation))
            }
        }
        visibleRows = kept
        selectedRows = selectedRows.compactMap { old in mapping.newPath(for: old).flatMap { isValid($0) ? $0 : nil } }
        for old in update.reconfiguredRows {
            if let new = mapping.newPath(for: old), let cell = visibleRows[new] { reconfigure(cell, at: new) }
        }
        for (new, cell) in visibleRows { style(cell, at: new) }

        guard window != nil, UIView.areAnimationsEnabled else {
            for (cell, old, _) in leaving { retire(cell, from: old) }
            setNeedsLayout()
            completion?(true)
            return
        }
        animateLayout(leaving: leaving, mapping: mapping, oldSections: oldSections, update: update, completion: completion)
    }

    /// Moves what belongs to a section (header views and labels, the grouped card) to the
    /// section's new index; what belonged to a deleted or reloaded section goes.
    private func rekeySectionViews(_ sectionMap: [Int?], update: ListUpdate) {
        func target(_ section: Int) -> Int? {
            guard sectionMap.indices.contains(section), !update.reloadedSections.contains(section) else { return nil }
            return sectionMap[section]
        }
        func rekey<View: UIView>(_ views: [Int: View], recycling: Bool) -> [Int: View] {
            var moved: [Int: View] = [:]
            for (section, view) in views {
                if let new = target(section) {
                    moved[new] = view
                } else if recycling {
                    recycle(view)
                } else {
                    view.removeFromSuperview()
                }
            }
            return moved
        }
        headerViews = rekey(headerViews, recycling: true)
        footerViews = rekey(footerViews, recycling: true)
        headerLabels = rekey(headerLabels, recycling: false)
        footerLabels = rekey(footerLabels, recycling: false)
        sectionBackgrounds = rekey(sectionBackgrounds, recycling: false)
    }

    /// The data source makes the row's cell again and gets `cell` back from the dequeue.
    private func reconfigure(_ cell: UITableViewCell, at indexPath: IndexPath) {
        reconfiguring = cell
        let made = dataSource?.tableView(self, cellForRowAt: indexPath)
        reconfiguring = nil
        guard let made, made !== cell else { return }
        // The data source made another cell: it takes the old one's place.
        made.frame = cell.frame
        if made.superview !== self { insertSubview(made, aboveSubview: cell) }
        visibleRows[indexPath] = made
        retire(cell, from: indexPath)
    }

    /// A cell whose row went: the delegate hears it, and it waits for reuse.
    private func retire(_ cell: UITableViewCell, from indexPath: IndexPath) {
        recycle(cell, at: indexPath)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    private func keepOffset(_ offset: CGPoint) {
        let range = offsetRange
        var kept = bounds
        kept.origin.y = min(max(offset.y, range.min.y), range.max.y)
        bounds = kept
    }

    /// Lays the table out in its new state, then animates every cell and section view from
    /// where it was (or, for a row that was off screen, where its row was) to where it is;
    /// rows that went fade or slide out, rows that came fade or slide in.
    private func animateLayout(leaving: [(cell: UITableViewCell, old: IndexPath, animation: RowAnimation)], mapping: ListUpdate.Mapping,
                               oldSections: [SectionLayout], update: ListUpdate, completion: ((Bool) -> Void)?) {
        // Rows that stay but end up off screen slide there before they go.
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        var departing: [(cell: UITableViewCell, row: IndexPath, frame: CGRect)] = []
        for (new, cell) in visibleRows {
            let frame = rectForRow(at: new)
            guard frame.maxY <= visible.minY || frame.minY >= visible.maxY else { continue }
            visibleRows[new] = nil
            departing.append((cell, new, frame))
        }
        // Where the views that stay are now (a cell recycled during the layout below is
        // another row's: it does not slide from its old place). The views are held so that
        // no new view can take the identity of one that goes.
        var startFrames: [ObjectIdentifier: (view: UIView, frame: CGRect)] = [:]
        for cell in visibleRows.values { startFrames[ObjectIdentifier(cell)] = (cell, cell.frame) }
        for view in subviews where view === tableFooterView || isSectionView(view) { startFrames[ObjectIdentifier(view)] = (view, view.frame) }
        // Rows that go sink below the others, which slide over them; with `.none` they
        // go at once.
        for (cell, old, animation) in leaving {
            if animation == .none { retire(cell, from: old) } else { insertSubview(cell, at: sectionBackgrounds.count) }
        }
        let leaving = leaving.filter { $0.animation != .none }
        setNeedsLayout()
        UIView.performWithoutAnimation { layoutIfNeeded() }

        var moves: [(view: UIView, frame: CGRect)] = []
        var appearing: [(view: UIView, frame: CGRect)] = []
        for (new, cell) in visibleRows {
            let final = cell.frame
            let old = mapping.oldPath(for: new)
            if let start = startFrames.removeValue(forKey: ObjectIdentifier(cell))?.frame {
                cell.frame = start
                moves.append((cell, final))
            } else if let old, !update.reloadedRows.contains(old), oldSections.indices.contains(old.section),
                      old.row < oldSections[old.section].rowCount {
                cell.frame = rect(ofRow: old, in: oldSections)
                moves.append((cell, final))
            } else {
                let animation = old.flatMap { update.leaving[$0] } ?? update.coming[new]
                    ?? update.comingSections[new.section] ?? old.flatMap { update.leavingSections[$0.section] } ?? update.defaultAnimation
                cell.frame = displaced(final, by: animation)
                if fades(animation) { cell.alpha = 0 }
                appearing.append((cell, final))
            }
        }
        for view in subviews where view === tableFooterView || isSectionView(view) {
            let final = view.frame
            if let start = startFrames[ObjectIdentifier(view)]?.frame {
                guard start != final else { continue }
                view.frame = start
                moves.append((view, final))
            } else if isSectionView(view) {
                view.alpha = 0
                appearing.append((view, final))
            }
        }
        UIView.animate(withDuration: Self.rowAnimationDuration, animations: {
            for (view, frame) in moves { view.frame = frame }
            for (view, frame) in appearing {
                view.frame = frame
                view.alpha = 1
            }
            for (cell, _, animation) in leaving {
                cell.frame = self.displaced(cell.frame, by: animation)
                if self.fades(animation) { cell.alpha = 0 }
            }
            for (cell, _, frame) in departing { cell.frame = frame }
        }, completion: { finished in
            for (cell, old, _) in leaving {
                cell.alpha = 1
                self.retire(cell, from: old)
            }
            for (cell, row, _) in departing { self.retire(cell, from: row) }
            completion?(finished)
        })
    }

    private func isSectionView(_ view: UIView) -> Bool {
        headerLabels.values.contains { $0 === view } || footerLabels.values.contains { $0 === view }
            || sectionBackgrounds.values.contains { $0 === view } || headerViews.values.contains { $0 === view }
            || footerViews.values.contains { $0 === view }
    }

    /// Where a row comes from or goes to with `animation`: sideways for `.left` and
    /// `.right`, by its height for `.top` and `.bottom`, in place for the fades.
    private func displaced(_ frame: CGRect, by animation: RowAnimation) -> CGRect {
        switch animation {
        case .left: frame.offsetBy(dx: -bounds.width, dy: 0)
        case .right: frame.offsetBy(dx: bounds.width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .fade, .middle, .none, .automatic: frame
        }
    }

    private func fades(_ animation: RowAnimation) -> Bool {
        animation == .fade || animation == .middle || animation == .automatic
    }
}
