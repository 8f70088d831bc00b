import Foundation

/// Hears the user pick colours in a colour picker. Every method is optional.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user picked `color`: `continuously` is true while a slider is being dragged,
    /// false for a swatch tapped or a drag ended (iOS 15). Its default calls
    /// `colorPickerViewControllerDidSelectColor(_:)`, as iOS does for delegates written
    /// before iOS 15.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The user picked a colour (iOS 14; read it from `selectedColor`).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The picker was dismissed (its close button, or swiped down).
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

public extension UIColorPickerViewControllerDelegate {
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        colorPickerViewControllerDidSelectColor(viewController)
    }
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
