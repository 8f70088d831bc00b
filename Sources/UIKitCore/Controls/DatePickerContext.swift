import Foundation

/// What a date picker's views need to show it: the date and the rules around it, with a
/// calendar already in the picker's time zone and locale.
struct DatePickerContext {
    var date: Date
    var mode: UIDatePicker.Mode
    var calendar: Calendar
    var locale: Locale
    var minimumDate: Date?
    var maximumDate: Date?
    var minuteInterval: Int
    var countDownDuration: TimeInterval
    /// The moment that counts as now, for "Today" and the calendar's today.
    var now: Date

    /// Whether the locale writes times with AM and PM.
    var uses12HourClock: Bool {
        let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        return format.contains("a")
    }

    /// `date` formatted with a template (`"MMMdy"`), in the picker's locale and time zone.
    func string(_ date: Date, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// `date` moved into `minimumDate...maximumDate`.
    func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    /// Whether any moment of `day`'s day lies within `minimumDate...maximumDate`.
    func allows(day: Date) -> Bool {
        let start = calendar.startOfDay(for: day)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        if let minimumDate, end <= minimumDate { return false }
        if let maximumDate, start > maximumDate { return false }
        return true
    }

    /// `date` with its day set to `day`'s, keeping the time of day.
    func date(onDayOf day: Date) -> Date {
        let time = calendar.dateComponents([.hour, .minute, .second], from: date)
        let parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        var combined = parts
        combined.hour = time.hour
        combined.minute = time.minute
        combined.second = time.second
        return calendar.date(from: combined) ?? day
    }
}
