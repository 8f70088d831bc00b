/// The edit commands a responder can implement, which the edit menu and the keyboard
/// shortcuts send (`#selector(UIResponderStandardEditActions.paste(_:))` in iOS code).
/// iOS's methods are optional; Swift has no optional methods, so UIResponder implements
/// them doing nothing, and `canPerformAction(_:withSender:)` counts them only where a
/// subclass does.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
}
