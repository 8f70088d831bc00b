import Foundation

/// How a date picker shows itself.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: `.compact` on iOS 17.
    case automatic = 0
    /// Spinning wheels, as `UIPickerView`.
    case wheels = 1
    /// Grey buttons with the date and time that open a calendar (or time wheels) in a panel.
    case compact = 2
    /// A month calendar (and a time button for `.dateAndTime`) in place.
    case inline = 3
}
