import Foundation

extension UICollectionView {
    /// How cells of one class are made and configured for an item:
    /// `dequeueConfiguredReusableCell(using:for:item:)` hands back a configured cell.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let handler: Handler
        /// The nib the cells are made from, or nil to make them of `Cell`'s class.
        let nib: UINib?
        /// Each registration reuses its own cells.
        let reuseIdentifier = "registration-\(UUID().uuidString)"

        /// Cells of `Cell`'s class, configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            nib = nil
        }

        /// Cells made from `cellNib` (its first top-level cell; one registered with
        /// `UINib.register(name:instantiate:)`), configured by `handler`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            nib = cellNib
        }
    }
}
