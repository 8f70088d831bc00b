import Foundation
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UIDatePicker on the stepped headless runtime with a fixed date (27 November 2026,
/// 19:30 UTC), time zone (UTC) and locale (en_US): its modes and styles, the wheels in the
/// locale's order, limits that wheels spring back into, `.valueChanged` for the user's
/// changes only, the inline calendar and the compact style's panel, and its looks.
@MainActor
@Suite("UIDatePicker")
struct UIDatePickerTests {
    static let fixed = Date(timeIntervalSince1970: 1_795_807_800)   // 2026-11-27 19:30:00 UTC
    static let utc = TimeZone(identifier: "UTC")!

    private func makePicker(style: UIDatePickerStyle, mode: UIDatePicker.Mode, locale: String = "en_US") -> UIDatePicker {
        UIDatePicker.now = { Self.fixed }
        let picker = UIDatePicker()
        picker.timeZone = Self.utc
        picker.locale = Locale(identifier: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        picker.calendar = calendar
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = mode
        picker.date = Self.fixed
        return picker
    }

    private func components(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    private func wheels(of picker: UIDatePicker) throws -> UIPickerView {
        try #require(picker.subviews.compactMap { $0 as? DatePickerWheelsView }.first).picker
    }

    /// The titles in the band, wheel by wheel.
    private func shownTitles(_ wheels: UIPickerView) -> [String] {
        (0..<wheels.numberOfComponents).map { component in
            let row = wheels.selectedRow(inComponent: component)
            return (wheels.view(forRow: row, forComponent: component) as? DatePickerWheelCell)?.label.text ?? "?"
        }
    }

    private func drag(_ runtime: VitrineRuntime, x: CGFloat, from y: CGFloat, by distance: CGFloat) {
        runtime.touchDown(at: CGPoint(x: x, y: y))
        runtime.stepFrames(1)
        let steps = Int(abs(distance) / 8)
        for step in 1...steps {
            runtime.touchMove(to: CGPoint(x: x, y: y + (10 + abs(distance)) * CGFloat(step) / CGFloat(steps) * (distance < 0 ? -1 : 1)))
            runtime.stepFrames(1)
        }
        runtime.stepFrames(10)
        runtime.touchUp()
        runtime.stepUntilIdle()
    }

    private func tap(_ runtime: VitrineRuntime, at point: CGPoint) {
        runtime.touchDown(at: point)
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepUntilIdle()
    }

    // UIDatePicker: datePickerMode defaults to .dateAndTime, preferredDatePickerStyle to
    // .automatic, which is .compact on iOS 14 and later; "the countdown timer mode only
    // supports the wheels style".
    @Test func defaultsAndStylesAreApples() {
        let picker = makePicker(style: .automatic, mode: .dateAndTime)
        #expect(UIDatePicker().datePickerMode == .dateAndTime)
        #expect(UIDatePicker().preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        #expect(picker.subviews.contains { $0 is DatePickerInlineView })
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.subviews.contains { $0 is DatePickerWheelsView })
        picker.datePickerMode = .countDownTimer
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .wheels)
    }

    // minimumDate / maximumDate: the date stays within them.
    @Test func theDateIsKeptWithinTheLimits() {
        let picker = makePicker(style: .wheels, mode: .date)
        picker.maximumDate = Self.fixed.addingTimeInterval(-86_400)
        #expect(picker.date == Self.fixed.addingTimeInterval(-86_400), "a new maximum moves the date")
        picker.minimumDate = Self.fixed.addingTimeInterval(-10 * 86_400)
        picker.date = Self.fixed.addingTimeInterval(-30 * 86_400)
        #expect(picker.date == picker.minimumDate)
        picker.date = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(picker.date == picker.minimumDate, "a date that is not finite is refused")
    }

    // minuteInterval: "The interval value must be evenly divided into 60; if it isn't, the
    // default value is used" (here: the value is refused with a log line). Durations are
    // whole steps up to 23:59.
    @Test func minuteIntervalAndCountdownDuration() {
        let picker = makePicker(style: .wheels, mode: .countDownTimer)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        picker.countDownDuration = 100 * 60
        #expect(picker.countDownDuration == 90 * 60)
        picker.countDownDuration = 48 * 3600
        #expect(picker.countDownDuration == 86_340)
    }

    // The wheels follow the locale's order: month, day, year in en_US; day, month, year in
    // de_DE; hour, minute and AM/PM in a 12-hour locale, hour and minute in a 24-hour one.
    @Test func theWheelsFollowTheLocale() throws {
        let date = makePicker(style: .wheels, mode: .date)
        date.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        date.layoutIfNeeded()
        #expect(shownTitles(try wheels(of: date)) == ["November", "27", "2026"])
        let german = makePicker(style: .wheels, mode: .date, locale: "de_DE")
        german.layoutIfNeeded()
        #expect(shownTitles(try wheels(of: german)) == ["27", "November", "2026"])
        let time = makePicker(style: .wheels, mode: .time)
        time.layoutIfNeeded()
        #expect(shownTitles(try wheels(of: time)) == ["7", "30", "PM"])
        let time24 = makePicker(style: .wheels, mode: .time, locale: "de_DE")
        time24.layoutIfNeeded()
        #expect(shownTitles(try wheels(of: time24)) == ["19", "30"])
        let both = makePicker(style: .wheels, mode: .dateAndTime)
        both.layoutIfNeeded()
        #expect(shownTitles(try wheels(of: both)) == ["Today", "7", "30", "PM"])
        both.date = Self.fixed.addingTimeInterval(86_400)
        #expect(shownTitles(try wheels(of: both)).first == "Sat Nov 28")
    }

    // "The date picker sends .valueChanged when the user finishes rotating one of the
    // wheels"; setting `date` in code sends nothing.
    @Test func spinningAWheelChangesTheDateAndSendsValueChanged() throws {
        let (runtime, window) = try ControlScene.make(width: 320, height: 236)
        let picker = makePicker(style: .wheels, mode: .date)
        picker.frame = CGRect(x: 0, y: 10, width: 320, height: 216)
        window.addSubview(picker)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.setDate(Self.fixed.addingTimeInterval(3600), animated: true)
        runtime.stepUntilIdle()
        #expect(changes == 0)
        picker.date = Self.fixed
        runtime.stepFrames(1)
        let wheels = try wheels(of: picker)
        let dayWheel = wheels.subviews.compactMap { $0 as? PickerColumnView }[1]
        let x = dayWheel.convert(CGPoint(x: dayWheel.bounds.midX, y: 0), to: nil).x
        // Two rows up: the 29th.
        drag(runtime, x: x, from: 170, by: -64)
        let parts = components(picker.date)
        #expect(parts.day == 29 && parts.month == 11 && parts.year == 2026)
        #expect(parts.hour == 19 && parts.minute == 30, "the time of day stays")
        #expect(changes == 1)
    }

    // minimumDate / maximumDate: a wheel the user turns past a limit springs back to it.
    @Test func aWheelTurnedPastTheMaximumSpringsBack() throws {
        let (runtime, window) = try ControlScene.make(width: 320, height: 236)
        let picker = makePicker(style: .wheels, mode: .date)
        picker.maximumDate = Self.fixed.addingTimeInterval(86_400)   // 28 November
        picker.frame = CGRect(x: 0, y: 10, width: 320, height: 216)
        window.addSubview(picker)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        runtime.stepFrames(1)
        let wheels = try wheels(of: picker)
        let dayWheel = wheels.subviews.compactMap { $0 as? PickerColumnView }[1]
        let x = dayWheel.convert(CGPoint(x: dayWheel.bounds.midX, y: 0), to: nil).x
        drag(runtime, x: x, from: 170, by: -96)   // to the 30th
        #expect(picker.date == picker.maximumDate)
        #expect(components(picker.date).day == 28)
        #expect(shownTitles(wheels)[1] == "28", "the day wheel turned back to the 28th")
        #expect(changes == 1)
        // Past the end of a month: 31 November springs back to the 30th.
        picker.maximumDate = nil
        drag(runtime, x: x, from: 170, by: -96)   // 28 + 3 = 31
        #expect(components(picker.date).day == 30)
        #expect(shownTitles(wheels)[1] == "30")
    }

    @Test func theCountdownTimerReportsItsDuration() throws {
        let (runtime, window) = try ControlScene.make(width: 320, height: 236)
        let picker = makePicker(style: .wheels, mode: .countDownTimer)
        picker.countDownDuration = 3600 + 10 * 60
        picker.frame = CGRect(x: 0, y: 10, width: 320, height: 216)
        window.addSubview(picker)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        runtime.stepFrames(1)
        #expect(shownTitles(try wheels(of: picker)) == ["1", "10"])
        let minutes = try wheels(of: picker).subviews.compactMap { $0 as? PickerColumnView }[1]
        let x = minutes.convert(CGPoint(x: minutes.bounds.midX, y: 0), to: nil).x
        drag(runtime, x: x, from: 170, by: -64)
        #expect(picker.countDownDuration == 3600 + 12 * 60)
        #expect(changes == 1)
    }

    // The inline style: a tap on a day picks it (keeping the time) and sends .valueChanged;
    // days outside the limits take no tap.
    @Test func tappingADayInTheInlineCalendarPicksIt() throws {
        let (runtime, window) = try ControlScene.make(width: 340, height: 400)
        let picker = makePicker(style: .inline, mode: .dateAndTime)
        picker.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: picker.intrinsicContentSize)
        picker.maximumDate = Self.fixed.addingTimeInterval(2 * 86_400)
        window.addSubview(picker)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        runtime.stepFrames(1)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 378))
        let calendar = try #require(picker.subviews.compactMap { $0 as? DatePickerInlineView }.first).calendar
        tap(runtime, at: calendar.convert(try #require(calendar.centre(ofDay: 12)), to: nil))
        let parts = components(picker.date)
        #expect(parts.day == 12 && parts.month == 11 && parts.hour == 19 && parts.minute == 30)
        #expect(changes == 1)
        tap(runtime, at: calendar.convert(try #require(calendar.centre(ofDay: 30)), to: nil))
        #expect(components(picker.date).day == 12, "the 30th is after the maximum")
        #expect(changes == 1)
    }

    // The inline calendar's title opens month and year wheels; turning one moves the date
    // to the same day in that month and sends .valueChanged.
    @Test func theCalendarTitleOpensMonthAndYearWheels() throws {
        let (runtime, window) = try ControlScene.make(width: 340, height: 400)
        let picker = makePicker(style: .inline, mode: .date)
        picker.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: picker.intrinsicContentSize)
        window.addSubview(picker)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        runtime.stepFrames(1)
        let calendar = try #require(picker.subviews.compactMap { $0 as? DatePickerInlineView }.first).calendar
        tap(runtime, at: calendar.convert(CGPoint(x: 60, y: 22), to: nil))
        #expect(calendar.showsMonthYear && !calendar.monthYearPicker.isHidden)
        #expect(calendar.monthYearPicker.selectedRow(inComponent: 0) % 12 == 10, "November, on a month wheel that goes round")
        #expect(calendar.monthYearPicker.selectedRow(inComponent: 1) == 2025)
        let years = calendar.monthYearPicker.subviews.compactMap { $0 as? PickerColumnView }[1]
        drag(runtime, x: years.convert(CGPoint(x: years.bounds.midX, y: 0), to: nil).x, from: 250, by: -32)
        let parts = components(picker.date)
        #expect(parts.year == 2027 && parts.month == 11 && parts.day == 27)
        #expect(changes == 1)
        tap(runtime, at: calendar.convert(CGPoint(x: 60, y: 22), to: nil))
        #expect(!calendar.showsMonthYear && calendar.monthYearPicker.isHidden)
    }

    // The compact style: the date button opens the calendar in a panel; a day picked there
    // is the picker's at once; a tap outside closes the panel.
    @Test func theCompactButtonsOpenAPanel() throws {
        let (runtime, window) = try ControlScene.make(width: 400, height: 500)
        let picker = makePicker(style: .compact, mode: .dateAndTime)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: picker.intrinsicContentSize)
        window.addSubview(picker)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        runtime.stepFrames(1)
        let compact = try #require(picker.subviews.compactMap { $0 as? DatePickerCompactView }.first)
        // ICU (as iOS 17) puts a narrow no-break space before PM.
        #expect(compact.datePill.text == "Nov 27, 2026")
        #expect(compact.timePill.text?.replacingOccurrences(of: "\u{202F}", with: " ") == "7:30 PM")
        tap(runtime, at: ControlScene.center(of: compact.datePill))
        let panel = try #require(window.subviews.compactMap { $0 as? DatePickerPanel }.first)
        #expect(compact.datePill.isActive)
        let calendar = try #require(panel.content as? DatePickerCalendarView)
        tap(runtime, at: calendar.convert(try #require(calendar.centre(ofDay: 3)), to: nil))
        #expect(components(picker.date).day == 3 && changes == 1)
        #expect(compact.datePill.text == "Nov 3, 2026")
        tap(runtime, at: CGPoint(x: 390, y: 490))
        #expect(!window.subviews.contains { $0 is DatePickerPanel })
        #expect(!compact.datePill.isActive)
        // The time button opens time wheels.
        tap(runtime, at: ControlScene.center(of: compact.timePill))
        let timePanel = try #require(window.subviews.compactMap { $0 as? DatePickerPanel }.first)
        #expect(shownTitles((try #require(timePanel.content as? DatePickerWheelsView)).picker) == ["7", "30", "PM"])
    }

    // MARK: Looks

    private func scene(dark: Bool, height: Int) throws -> (VitrineRuntime, UIWindow) {
        let (runtime, window) = try ControlScene.make(width: 340, height: height, scale: 2, background: .systemBackground)
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        return (runtime, window)
    }

    @Test func wheelsLookLikeIOS() throws {
        for dark in [false, true] {
            let (runtime, window) = try scene(dark: dark, height: 452)
            let date = makePicker(style: .wheels, mode: .date)
            date.frame = CGRect(x: 10, y: 10, width: 320, height: 216)
            let time = makePicker(style: .wheels, mode: .dateAndTime)
            time.frame = CGRect(x: 10, y: 226, width: 320, height: 216)
            window.addSubview(date)
            window.addSubview(time)
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "date-picker-wheels-\(dark ? "dark" : "light")@2x")
            runtime.stop()
        }
    }

    @Test func inlineLooksLikeIOS() throws {
        for dark in [false, true] {
            let (runtime, window) = try scene(dark: dark, height: 398)
            let picker = makePicker(style: .inline, mode: .dateAndTime)
            picker.date = Self.fixed.addingTimeInterval(3 * 86_400)   // the 30th; today (the 27th) in tint
            picker.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: picker.intrinsicContentSize)
            window.addSubview(picker)
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "date-picker-inline-\(dark ? "dark" : "light")@2x")
            runtime.stop()
        }
    }

    @Test func compactLooksLikeIOS() throws {
        for dark in [false, true] {
            let (runtime, window) = try scene(dark: dark, height: 420)
            let picker = makePicker(style: .compact, mode: .dateAndTime)
            picker.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: picker.intrinsicContentSize)
            window.addSubview(picker)
            runtime.stepFrames(1)
            let compact = try #require(picker.subviews.compactMap { $0 as? DatePickerCompactView }.first)
            tap(runtime, at: ControlScene.center(of: compact.datePill))
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "date-picker-compact-\(dark ? "dark" : "light")@2x")
            runtime.stop()
        }
    }
}
