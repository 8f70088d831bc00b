/// Lets a delegate run its own changes alongside an edit menu's appearance or
/// disappearance.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}
