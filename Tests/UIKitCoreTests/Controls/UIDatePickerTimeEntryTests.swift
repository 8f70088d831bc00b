import Foundation
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// Keyboard entry of a time in the compact and inline date pickers (iOS 14's keypad
/// entry, kept in iOS 17): tapping the time button opens the time wheels and takes typing;
/// digits set the hour and minutes; the time is picked, once, when the entry ends. The
/// picker's limits and minute interval apply to a typed time as to a wheeled one.
@MainActor
@Suite("UIDatePicker keyboard entry")
struct UIDatePickerTimeEntryTests {
    static let fixed = Date(timeIntervalSince1970: 1_795_807_800)   // 2026-11-27 19:30:00 UTC
    static let utc = TimeZone(identifier: "UTC")!

    private func makePicker(style: UIDatePickerStyle, locale: String = "en_US") -> UIDatePicker {
        UIDatePicker.now = { Self.fixed }
        let picker = UIDatePicker()
        picker.timeZone = Self.utc
        picker.locale = Locale(identifier: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        picker.calendar = calendar
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = .dateAndTime
        picker.date = Self.fixed
        return picker
    }

    private func hourAndMinute(_ date: Date) -> [Int] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return [parts.hour ?? -1, parts.minute ?? -1]
    }

    private func tap(_ runtime: VitrineRuntime, at point: CGPoint) {
        runtime.touchDown(at: point)
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepUntilIdle()
    }

    /// A compact picker on screen, its time button tapped (the wheels open, typing goes to it).
    private func typingInto(_ picker: UIDatePicker) throws -> (VitrineRuntime, UIWindow, DatePickerCompactView, () -> Int) {
        let (runtime, window) = try ControlScene.make(width: 400, height: 500)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: picker.intrinsicContentSize)
        window.addSubview(picker)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        runtime.stepFrames(1)
        let compact = try #require(picker.subviews.compactMap { $0 as? DatePickerCompactView }.first)
        tap(runtime, at: ControlScene.center(of: compact.timePill))
        return (runtime, window, compact, { changes })
    }

    // UIDatePicker.Style.compact: "a label that, when tapped, displays the date picker in
    // a modal view"; keyboard entry of the time (iOS 14 and later) sets hours and minutes
    // from typed digits; UIControl.Event.valueChanged is sent for the user's change.
    @Test func typingDigitsSetsTheTime() throws {
        let picker = makePicker(style: .compact)
        let (_, window, compact, changes) = try typingInto(picker)
        #expect(compact.timePill.isFirstResponder)
        #expect(window.subviews.contains { $0 is DatePickerPanel })
        for key in ["7", "4", "5"] { compact.timePill.insertText(key) }
        // The button shows the entry as it is typed; nothing is picked yet.
        #expect(compact.timePill.text == "7:45 PM")
        #expect(changes() == 0)
        compact.timePill.insertText("a")
        #expect(compact.timePill.text == "7:45 AM")
        compact.timePill.insertText("\n")
        #expect(hourAndMinute(picker.date) == [7, 45])
        #expect(changes() == 1)
        #expect(!compact.timePill.isFirstResponder)
        #expect(!window.subviews.contains { $0 is DatePickerPanel })
        #expect(compact.timePill.text?.replacingOccurrences(of: "\u{202F}", with: " ") == "7:45 AM")
    }

    // Digits that make no time are refused; backspace takes the last one back; closing the
    // panel (a tap outside) ends the entry and picks what was typed.
    @Test func impossibleDigitsAreRefusedAndClosingThePanelPicks() throws {
        let picker = makePicker(style: .compact, locale: "en_GB")
        let (runtime, window, compact, changes) = try typingInto(picker)
        for key in ["2", "7", "3", "9", "9"] { compact.timePill.insertText(key) }
        // "27" is neither an hour nor 2:7_ (no minutes start with 7): the 7 is refused;
        // "239" is 2:39, and no fourth digit makes 23:9_ a time.
        #expect(compact.timePill.text == "2:39")
        compact.timePill.deleteBackward()
        compact.timePill.deleteBackward()
        for key in ["3", "5", "0"] { compact.timePill.insertText(key) }
        #expect(compact.timePill.text == "23:50")
        // Above the panel: the number pad covers the bottom of the screen.
        tap(runtime, at: CGPoint(x: 390, y: 6))
        #expect(!window.subviews.contains { $0 is DatePickerPanel })
        #expect(hourAndMinute(picker.date) == [23, 50])
        #expect(changes() == 1)
    }

    // minuteInterval: "the interval at which the date picker should display minutes";
    // maximumDate: a typed time past it is moved back to it, as a wheeled one springs back.
    @Test func aTypedTimeKeepsTheIntervalAndTheLimits() throws {
        let picker = makePicker(style: .inline)
        picker.minuteInterval = 15
        picker.maximumDate = Self.fixed.addingTimeInterval(3_600)   // 20:30
        // Tall enough that the number pad leaves the time button uncovered.
        let (runtime, window) = try ControlScene.make(width: 400, height: 1000)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 0), size: picker.intrinsicContentSize)
        window.addSubview(picker)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        runtime.stepFrames(1)
        let inline = try #require(picker.subviews.compactMap { $0 as? DatePickerInlineView }.first)
        tap(runtime, at: ControlScene.center(of: inline.timeButton.timePill))
        let pill = inline.timeButton.timePill
        #expect(pill.isFirstResponder)
        for key in ["7", "3", "8", "\n"] { pill.insertText(key) }
        // 7:38 PM rounds to the nearest quarter hour.
        #expect(hourAndMinute(picker.date) == [19, 45])
        runtime.stepUntilIdle()
        tap(runtime, at: ControlScene.center(of: pill))
        for key in ["9", "1", "5", "\n"] { pill.insertText(key) }
        #expect(hourAndMinute(picker.date) == [20, 30])
        #expect(changes == 2)
    }

    // The entry on its own: hours 1-12 with AM/PM or 0-23, minutes below 60.
    @Test func theEntryReadsDigitsAsIOSDoes() {
        var twelve = DatePickerTimeEntry(uses12HourClock: true, isPM: false)
        // Types each key, returning which were taken.
        func type(_ keys: [String], into entry: inout DatePickerTimeEntry) -> [Bool] { keys.map { entry.type($0) } }
        #expect(type(["0", "1", "2"], into: &twelve) == [false, true, true])
        #expect(twelve.time.map { [$0.hour, $0.minute] } == [0, 0])   // 12 AM is midnight
        #expect(type(["p"], into: &twelve) == [true])
        #expect(twelve.time.map { [$0.hour, $0.minute] } == [12, 0])
        #expect(type(["3", "0", "1"], into: &twelve) == [true, true, false])
        #expect(twelve.display == "12:30 PM")
        var day = DatePickerTimeEntry(uses12HourClock: false, isPM: false)
        #expect(type(["1", "9", "4", "x"], into: &day) == [true, true, true, false])
        #expect(day.display == "19:4")
        #expect(day.time.map { [$0.hour, $0.minute] } == [19, 40])
    }
}
