import Foundation

extension UICollectionView {
    /// How supplementary views of one class and kind are made and configured:
    /// `dequeueConfiguredReusableSupplementary(using:for:)` hands back a configured view.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let handler: Handler
        /// Each registration reuses its own views.
        let reuseIdentifier = "supplementary-registration-\(UUID().uuidString)"

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }
}
