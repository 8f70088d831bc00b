import Foundation
import Testing
import UIKitCore

/// RelativeDateTimeFormatter, which apps reach through `import UIKit` (The News app's
/// "2 hours ago"). Apple's documentation: RelativeDateTimeFormatter,
/// localizedString(for:relativeTo:), DateTimeStyle, UnitsStyle.
struct RelativeDateTimeFormatterTests {
    private let reference = Date(timeIntervalSince1970: 1_700_000_000)

    private func formatter() -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        return formatter
    }

    @Test func defaultsAreNumericAndFull() {
        let formatter = RelativeDateTimeFormatter()
        #expect(formatter.dateTimeStyle == .numeric)
        #expect(formatter.unitsStyle == .full)
        #expect(formatter.formattingContext == .unknown)
    }

    // "The formatter uses the largest unit that has a nonzero value."
    @Test func theLargestUnitBetweenTwoDatesIsUsed() {
        let formatter = formatter()
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-7_200), relativeTo: reference) == "2 hours ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-7_300), relativeTo: reference) == "2 hours ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(45 * 60), relativeTo: reference) == "in 45 minutes")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference) == "in 3 days")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-14 * 86_400), relativeTo: reference) == "2 weeks ago")
    }

    @Test func namedStyleUsesWordsForNearDays() {
        let formatter = formatter()
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(86_400), relativeTo: reference) == "tomorrow")
        #expect(formatter.localizedString(fromTimeInterval: 0) == "now")
    }

    @Test func dateComponentsAndUnitsStyles() {
        let formatter = formatter()
        #expect(formatter.localizedString(from: DateComponents(month: -2)) == "2 months ago")
        #expect(formatter.localizedString(from: DateComponents(second: 0)) == "in 0 seconds")
        formatter.unitsStyle = .spellOut
        formatter.formattingContext = .beginningOfSentence
        #expect(formatter.localizedString(from: DateComponents(year: 1)) == "In one year")
        formatter.unitsStyle = .short
        formatter.formattingContext = .unknown
        #expect(formatter.localizedString(from: DateComponents(minute: -5)).hasPrefix("5 min"))
    }

    @Test func otherLanguagesComeFromICU() {
        let formatter = formatter()
        formatter.locale = Locale(identifier: "de_DE")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(from: DateComponents(day: -1)) == "gestern")
        formatter.dateTimeStyle = .numeric
        #expect(formatter.localizedString(from: DateComponents(day: 3)) == "in 3 Tagen")
    }

    @Test func onlyDatesAreFormattedAndBadIntervalsDoNotTrap() {
        let formatter = formatter()
        #expect(formatter.string(for: "yesterday") == nil)
        #expect(formatter.string(for: reference) != nil)
        #expect(formatter.localizedString(fromTimeInterval: .nan) == "in 0 seconds")
    }
}
