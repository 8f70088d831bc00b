import Foundation

/// What a text field asks and tells while it is edited. Every method is optional; iOS
/// calls them in this order: `textFieldShouldBeginEditing`, `textFieldDidBeginEditing`,
/// then for each change `textField(_:shouldChangeCharactersIn:replacementString:)` and
/// `textFieldDidChangeSelection`, `textFieldShouldReturn` for the return key,
/// `textFieldShouldClear` for the clear button, and at the end
/// `textFieldShouldEndEditing`, `textFieldDidEndEditing(_:reason:)`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The plain form, called by the default `textFieldDidEndEditing(_:reason:)`.
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether `range` (UTF-16 offsets, as `NSRange` on iOS) of the text may become `string`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu a long press shows for `range` (UTF-16 offsets); nil shows the
    /// suggested actions (Cut, Copy, Paste, Select All as they apply).
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                   suggestedActions: [UIMenuElement]) -> UIMenu?
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

public extension UITextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    func textFieldDidBeginEditing(_ textField: UITextField) {}
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    func textFieldDidEndEditing(_ textField: UITextField) {}
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    func textFieldDidChangeSelection(_ textField: UITextField) {}
    func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                   suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}
