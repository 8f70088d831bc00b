import Foundation

/// What a picker view shows in each row and how big its wheels are, and what it says when
/// a wheel settles on a new row. A row's content is asked for in iOS's order: a view
/// (`viewForRow:reusing:`), else an attributed title, else a plain title. Every method is
/// optional: a `nil` answer, or no implementation, falls through to the next kind.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// A component's width; without it the components share the picker's width equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// A component's row height; without it rows are 32 points.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A view for the row; `view` is one that scrolled out of sight and may be reused.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// Called when a wheel the user spun (or a row they tapped) comes to rest on a new row;
    /// not for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

/// The marker a default `viewForRow` returns: the picker then shows the row's title.
final class PickerDefaultRowView: UIView {}

public extension UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { pickerView.defaultWidth(forComponent: component) }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.defaultRowHeight }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        PickerDefaultRowView()
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
