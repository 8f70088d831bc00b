import Foundation

extension UIDatePicker {
    /// What a date picker picks: a time of day, a date, both, or a duration.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and (in a 12-hour locale) AM/PM.
        case time = 0
        /// Month, day and year.
        case date = 1
        /// A day, hours, minutes and (in a 12-hour locale) AM/PM.
        case dateAndTime = 2
        /// Hours and minutes of a duration (`countDownDuration`); always shown as wheels.
        case countDownTimer = 3
    }
}
