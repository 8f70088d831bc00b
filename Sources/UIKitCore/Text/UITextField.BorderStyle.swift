import Foundation

extension UITextField {
    /// The field's border.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay (the clear button, the left or right view) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended: the field resigned (`committed`), or the app was told to stop
    /// (`cancelled`).
    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }

    /// Posted with the field as the object when editing begins, the text changes, and
    /// editing ends.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
