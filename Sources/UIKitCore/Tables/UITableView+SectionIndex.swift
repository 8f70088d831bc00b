import Foundation

/// The section index: the data source's `sectionIndexTitles(for:)` down the trailing edge,
/// staying in view while the rows scroll; touching a title scrolls to its section.
extension UITableView {
    /// Reads the index titles (after a reload): shown when there are any and the table has
    /// at least `sectionIndexMinimumDisplayRowCount` rows.
    func loadSectionIndex() {
        let rows = sections.reduce(0) { $0 + $1.rowCount }
        guard let titles = dataSource?.sectionIndexTitles(for: self), !titles.isEmpty, rows >= sectionIndexMinimumDisplayRowCount else {
            sectionIndex?.removeFromSuperview()
            sectionIndex = nil
            return
        }
        let index = sectionIndex ?? SectionIndexView(table: self)
        if sectionIndex == nil {
            sectionIndex = index
            addSubview(index)
        }
        index.show(titles)
        layoutSectionIndex()
    }

    /// Keeps the index beside the visible rows, over everything.
    func layoutSectionIndex() {
        guard let sectionIndex else { return }
        let insets = adjustedContentInset
        let width = SectionIndexView.width
        sectionIndex.frame = CGRect(x: contentOffset.x + bounds.width - width - safeAreaInsets.right, y: contentOffset.y + insets.top,
                                    width: width, height: max(bounds.height - insets.top - insets.bottom, 0))
        if subviews.last !== sectionIndex { bringSubviewToFront(sectionIndex) }
    }

    /// A title of the index was touched: the table scrolls its section to the top.
    func scrollToSectionIndexTitle(_ title: String, at index: Int) {
        guard let source = dataSource else { return }
        let section = source.tableView(self, sectionForSectionIndexTitle: title, at: index)
        guard sections.indices.contains(section) else {
            scrollLogger.error("UITableView: the index title \"\(title)\" leads to section \(section), which is not there")
            return
        }
        let range = offsetRange
        let y = min(max(rect(forSection: section).minY - adjustedContentInset.top, range.min.y), range.max.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
    }
}
