import Foundation

extension UIStoryboard {
    /// Vitrine: a section of a storyboard table with static cells: its titles, its cells
    /// (made once, shown as they are) and their heights where the storyboard sets one.
    public struct StaticSection {
        public var headerTitle: String?
        public var footerTitle: String?
        public var cells: [UITableViewCell]
        /// A height for each cell, nil for the table's `rowHeight`.
        public var rowHeights: [CGFloat?]

        public init(headerTitle: String?, footerTitle: String?, cells: [UITableViewCell], rowHeights: [CGFloat?]) {
            self.headerTitle = headerTitle
            self.footerTitle = footerTitle
            self.cells = cells
            self.rowHeights = rowHeights
        }
    }

    /// Vitrine: gives `controller` a storyboard's static table content. Its default data
    /// source and delegate methods then answer from it (sections, rows, cells, titles,
    /// heights), as UITableViewController's do on iOS for a table of static cells; a
    /// subclass's overrides may call `super` for them.
    public static func setStaticSections(_ sections: [StaticSection], of controller: UITableViewController) {
        controller.staticSections = sections
    }
}
