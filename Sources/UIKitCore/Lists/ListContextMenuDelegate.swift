import Foundation

/// The delegate of a table's or collection view's own context menu interaction: it finds
/// the row or item under the long press, asks the list's delegate (through the closures
/// the list gives) for its menu, and lifts the cell unless the delegate gives a preview.
@MainActor
final class ListContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    /// The configuration for a point (in the list) and the row or item it is for.
    let configuration: (CGPoint) -> (UIContextMenuConfiguration, IndexPath)?
    /// The cell of a row or item, when it is on screen.
    let cell: (IndexPath) -> UIView?
    /// The list delegate's preview (`highlight` true) or dismissal preview.
    let preview: (UIContextMenuConfiguration, IndexPath, _ highlight: Bool) -> UITargetedPreview?
    /// The list delegate's calls for the menu's life.
    let willDisplay: (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
    let willEnd: (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
    let willPerformPreview: (UIContextMenuConfiguration, any UIContextMenuInteractionCommitAnimating) -> Void
    /// The row or item of the menu on screen.
    private var indexPath: IndexPath?

    init(configuration: @escaping (CGPoint) -> (UIContextMenuConfiguration, IndexPath)?, cell: @escaping (IndexPath) -> UIView?,
         preview: @escaping (UIContextMenuConfiguration, IndexPath, Bool) -> UITargetedPreview?,
         willDisplay: @escaping (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void,
         willEnd: @escaping (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void,
         willPerformPreview: @escaping (UIContextMenuConfiguration, any UIContextMenuInteractionCommitAnimating) -> Void) {
        self.configuration = configuration
        self.cell = cell
        self.preview = preview
        self.willDisplay = willDisplay
        self.willEnd = willEnd
        self.willPerformPreview = willPerformPreview
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let (configuration, indexPath) = configuration(location) else { return nil }
        self.indexPath = indexPath
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        guard let indexPath else { return nil }
        return preview(configuration, indexPath, true) ?? cell(indexPath).map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        guard let indexPath else { return nil }
        return preview(configuration, indexPath, false) ?? cell(indexPath).map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        indexPath = nil
        willEnd(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        willPerformPreview(configuration, animator)
    }
}
