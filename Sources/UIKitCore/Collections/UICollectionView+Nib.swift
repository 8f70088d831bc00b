import Foundation

extension UICollectionView {
    /// Cells for `identifier` are made from `nib` (its first top-level cell) when none waits
    /// for reuse; nil unregisters the identifier. The nib is one registered with
    /// `UINib.register(name:instantiate:)`.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellNibs[identifier] = nib
        registrations[identifier] = nil
    }

    /// Supplementary views of `kind` for `identifier` are made from `nib` (its first
    /// top-level `UICollectionReusableView`); nil unregisters them.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let identity = SupplementaryIdentity(kind: kind, identifier: identifier)
        supplementaryNibs[identity] = nib
        supplementaryRegistrations[identity] = nil
    }

    /// A new cell from `nib`, or a plain cell when the nib has none (logged), so that the
    /// collection view keeps going.
    func cell(fromNib nib: UINib, identifier: String) -> UICollectionViewCell {
        let cell = nib.firstObject(of: UICollectionViewCell.self, for: "cell for \"\(identifier)\"") ?? UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new supplementary view from `nib`, or a plain one when the nib has none (logged).
    func supplementaryView(fromNib nib: UINib, kind: String, identifier: String) -> UICollectionReusableView {
        let view = nib.firstObject(of: UICollectionReusableView.self, for: "\(kind) view for \"\(identifier)\"")
            ?? UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        view.supplementaryKind = kind
        return view
    }
}
