/// Keyboard entry of a time into a date picker's time button (iOS 14's keypad entry, kept
/// by iOS 17 for the compact and inline styles): digits typed fill the hour, then the
/// minutes ("7", "73", "730" is 7:30; "1045" is 10:45); a digit that can make no time is
/// refused. With a 12-hour clock "a" and "p" choose AM or PM.
struct DatePickerTimeEntry {
    private(set) var digits = ""
    let uses12HourClock: Bool
    var isPM: Bool

    init(uses12HourClock: Bool, isPM: Bool) {
        self.uses12HourClock = uses12HourClock
        self.isPM = isPM
    }

    private var hours: ClosedRange<Int> { uses12HourClock ? 1...12 : 0...23 }

    /// Types `text` (digits, or "a"/"p"); returns whether it was taken.
    mutating func type(_ text: String) -> Bool {
        if uses12HourClock, let letter = text.lowercased().first, letter == "a" || letter == "p", text.count == 1 {
            isPM = letter == "p"
            return true
        }
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return false }
        let candidate = digits + text
        guard Self.canComplete(candidate, hours: hours) else { return false }
        digits = candidate
        return true
    }

    mutating func deleteBackward() {
        if !digits.isEmpty { digits.removeLast() }
    }

    /// The hour (0-23) and minute typed, or nil while nothing is.
    var time: (hour: Int, minute: Int)? {
        guard let (hour, minute) = Self.split(digits, hours: hours) else { return nil }
        guard uses12HourClock else { return (hour, minute) }
        return (hour % 12 + (isPM ? 12 : 0), minute)
    }

    /// What the button shows while typing: "7", "7:30", "10:45 PM".
    var display: String {
        let suffix = uses12HourClock ? (isPM ? " PM" : " AM") : ""
        switch digits.count {
        case 0: return suffix.trimmingPrefixSpace
        case 1, 2: return digits + suffix
        default:
            let hourDigits = digits.count == 3 && Self.threeDigitsAreHMM(digits, hours: hours) ? 1 : 2
            return String(digits.prefix(hourDigits)) + ":" + String(digits.dropFirst(hourDigits)) + suffix
        }
    }

    /// The hour and minute of an entry: one or two digits are an hour; three are h:mm
    /// (else hh:m, still being typed); four are hh:mm.
    private static func split(_ digits: String, hours: ClosedRange<Int>) -> (Int, Int)? {
        let values = digits.compactMap(\.wholeNumberValue)
        switch values.count {
        case 1, 2:
            let hour = values.reduce(0) { $0 * 10 + $1 }
            return hours.contains(hour) ? (hour, 0) : nil
        case 3:
            let minute = values[1] * 10 + values[2]
            if hours.contains(values[0]), minute < 60 { return (values[0], minute) }
            // "194" is 19:4, the minutes' tens typed so far.
            let hour = values[0] * 10 + values[1]
            return hours.contains(hour) && values[2] < 6 ? (hour, values[2] * 10) : nil
        case 4:
            let hour = values[0] * 10 + values[1], minute = values[2] * 10 + values[3]
            return hours.contains(hour) && minute < 60 ? (hour, minute) : nil
        default:
            return nil
        }
    }

    private static func threeDigitsAreHMM(_ digits: String, hours: ClosedRange<Int>) -> Bool {
        let values = digits.compactMap(\.wholeNumberValue)
        return hours.contains(values[0]) && values[1] * 10 + values[2] < 60
    }

    /// Whether `digits` is, or can still become, a time.
    private static func canComplete(_ digits: String, hours: ClosedRange<Int>) -> Bool {
        let values = digits.compactMap(\.wholeNumberValue)
        switch values.count {
        case 1:
            // A first digit is an hour, or the tens of one.
            return hours.contains(values[0]) || hours.contains(values[0] * 10)
        case 2:
            // hh, or h then the tens of the minutes.
            return hours.contains(values[0] * 10 + values[1]) || (hours.contains(values[0]) && values[1] < 6)
        case 3, 4:
            return split(digits, hours: hours) != nil
        default:
            return false
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

private extension String {
    var trimmingPrefixSpace: String { hasPrefix(" ") ? String(dropFirst()) : self }
}
