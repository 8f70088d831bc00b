import Foundation

extension UITableView {
    /// Accepted so that code registering a nib compiles; Vitrine does not read nibs (logged),
    /// so register the cell's class instead.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        UINib.reportUnsupported(nib?.name ?? "nil", use: "UITableView.register(_:forCellReuseIdentifier: \"\(identifier)\")")
    }

    /// Accepted and logged, as `register(_:forCellReuseIdentifier:)` with a nib is.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        UINib.reportUnsupported(nib?.name ?? "nil",
                                use: "UITableView.register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\")")
    }
}
