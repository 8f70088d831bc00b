import Foundation

extension UICollectionView {
    /// How cells of one class are made and configured for an item:
    /// `dequeueConfiguredReusableCell(using:for:item:)` hands back a configured cell.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let handler: Handler
        /// Each registration reuses its own cells.
        let reuseIdentifier = "registration-\(UUID().uuidString)"

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }
}
