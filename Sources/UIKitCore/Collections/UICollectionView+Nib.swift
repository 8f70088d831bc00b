import Foundation

extension UICollectionView {
    /// Accepted so that code registering a nib compiles; Vitrine does not read nibs (logged),
    /// so register the cell's class instead.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        UINib.reportUnsupported(nib?.name ?? "nil", use: "UICollectionView.register(_:forCellWithReuseIdentifier: \"\(identifier)\")")
    }

    /// Accepted and logged, as `register(_:forCellWithReuseIdentifier:)` with a nib is.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        UINib.reportUnsupported(nib?.name ?? "nil",
                                use: "UICollectionView.register(_:forSupplementaryViewOfKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\")")
    }
}
