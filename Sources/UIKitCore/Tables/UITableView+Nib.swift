import Foundation

extension UITableView {
    /// Cells for `identifier` are made from `nib` (its first top-level cell) when none waits
    /// for reuse; nil unregisters the identifier. The nib is one registered with
    /// `UINib.register(name:instantiate:)`.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellNibs[identifier] = nib
        registrations[identifier] = nil
    }

    /// Header and footer views for `identifier` are made from `nib` (its first top-level
    /// `UITableViewHeaderFooterView`); nil unregisters the identifier.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterNibs[identifier] = nib
        headerFooterRegistrations[identifier] = nil
    }

    /// A new cell from `nib`, or a `.default` cell when the nib has none (logged), so that
    /// the table keeps going.
    func cell(fromNib nib: UINib, identifier: String) -> UITableViewCell {
        let cell = nib.firstObject(of: UITableViewCell.self, for: "cell for \"\(identifier)\"")
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new header or footer view from `nib`, or a plain one when the nib has none (logged).
    func headerFooterView(fromNib nib: UINib, identifier: String) -> UITableViewHeaderFooterView {
        let view = nib.firstObject(of: UITableViewHeaderFooterView.self, for: "header or footer for \"\(identifier)\"")
            ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.reuseIdentifier = identifier
        return view
    }
}
