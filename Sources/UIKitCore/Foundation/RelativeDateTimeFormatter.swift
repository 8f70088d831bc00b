import Foundation

#if os(Linux)
/// Foundation's relative date formatter ("2 hours ago", "yesterday"), which Apple's platforms
/// have since iOS 13 and swift-corelibs-foundation lacks. Apps import it through UIKit, so it
/// is here; the words come from ICU through swift-foundation's `Date.RelativeFormatStyle`, in
/// every locale ICU knows. Apple's documentation: RelativeDateTimeFormatter.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Apple's RelativeDateTimeFormatter.DateTimeStyle.
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 2 weeks".
        case numeric = 0
        /// "yesterday", "next week" where the language has a word for it.
        case named = 1
    }

    /// Apple's RelativeDateTimeFormatter.UnitsStyle.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago" where the language abbreviates further.
        case abbreviated = 3
    }

    /// `.numeric` by default, as on Apple's platforms.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// `.full` by default.
    open var unitsStyle: UnitsStyle = .full
    /// How the phrase is capitalized; `.unknown` (as the language writes it mid-sentence) by default.
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar that counts the units between two dates; the current one by default.
    open var calendar: Calendar! = .current
    /// The language of the phrase; the current locale by default.
    open var locale: Locale! = .current

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The largest non-zero unit of `dateComponents` (years down to seconds), in the past when
    /// negative; "in 0 seconds" (or "now") when every unit is zero.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let units: [(Calendar.Component, Date.RelativeFormatStyle.Field, Int?)] = [
            (.year, .year, dateComponents.year), (.month, .month, dateComponents.month),
            (.weekOfMonth, .week, dateComponents.weekOfMonth), (.day, .day, dateComponents.day),
            (.hour, .hour, dateComponents.hour), (.minute, .minute, dateComponents.minute),
            (.second, .second, dateComponents.second),
        ]
        let calendar = self.calendar ?? .current
        let (component, field, value) = units.first { ($0.2 ?? 0) != 0 }.map { ($0.0, $0.1, $0.2 ?? 0) }
            ?? (.second, .second, 0)
        // RelativeFormatStyle words a date against now; the date `value` units from now
        // reads as the same phrase.
        let now = Date.now
        let target = calendar.date(byAdding: component, value: value, to: now) ?? now
        var style = Date.RelativeFormatStyle(presentation: dateTimeStyle == .named ? .named : .numeric,
                                             unitsStyle: formatStyleUnits, locale: locale ?? .current,
                                             calendar: calendar, capitalizationContext: capitalizationContext)
        style.allowedFields = [field]
        return style.format(target)
    }

    /// The interval in the largest unit that fits, counted from now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        guard timeInterval.isFinite else { return localizedString(from: DateComponents(second: 0)) }
        let now = Date.now
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// `date` as seen from `referenceDate`: "2 days ago", "in 3 hours".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let calendar = self.calendar ?? .current
        let components = calendar.dateComponents([.year, .month, .weekOfMonth, .day, .hour, .minute, .second],
                                                 from: referenceDate, to: date)
        return localizedString(from: components)
    }

    /// A `Date` relative to now; `nil` for anything else, as Apple's formatter answers.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date.now)
    }

    private var formatStyleUnits: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }

    private var capitalizationContext: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
    }
}
#endif
