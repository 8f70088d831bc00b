/// The animator given when the user taps a context menu's preview: the delegate chooses
/// how the preview goes (`preferredCommitStyle`) and, in a completion, shows its view
/// controller for good.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
