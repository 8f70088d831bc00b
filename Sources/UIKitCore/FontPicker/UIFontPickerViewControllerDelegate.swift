import Foundation

/// Hears the font picker: a font picked (read `selectedFontDescriptor`) or Cancel. Both are
/// optional; the picker stays on screen after a pick, as on iOS.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

public extension UIFontPickerViewControllerDelegate {
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
