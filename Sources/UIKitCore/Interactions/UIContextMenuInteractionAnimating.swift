/// Lets a context menu's delegate run its own changes alongside the menu's appearance or
/// disappearance, and reach the preview's view controller.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the configuration's preview provider gave, if any.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}
