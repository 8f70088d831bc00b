import Foundation

extension UICollectionView {
    /// How supplementary views of one class and kind are made and configured:
    /// `dequeueConfiguredReusableSupplementary(using:for:)` hands back a configured view.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let handler: Handler
        /// The nib the views are made from, or nil to make them of `Supplementary`'s class.
        let nib: UINib?
        /// Each registration reuses its own views.
        let reuseIdentifier = "supplementary-registration-\(UUID().uuidString)"

        /// Views of `Supplementary`'s class and of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            nib = nil
        }

        /// Views of `elementKind` made from `supplementaryNib` (its first top-level reusable
        /// view), configured by `handler`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            nib = supplementaryNib
        }
    }
}
