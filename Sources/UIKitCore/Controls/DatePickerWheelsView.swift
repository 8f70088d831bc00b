import Foundation

/// The `.wheels` style: a `UIPickerView` whose wheels are the date's parts in the
/// locale's order (month, day, year for en_US), the time's (hour, minute and, in a 12-hour
/// locale, AM/PM), a day wheel ("Today", "Fri Nov 27") before the time for
/// `.dateAndTime`, or hours and minutes for the countdown timer. Month, day, hour and
/// minute wheels go round (their rows repeat); values outside the picker's limits, and
/// days the month lacks, are grey.
@MainActor
final class DatePickerWheelsView: DatePickerContentView, UIPickerViewDataSource, UIPickerViewDelegate {
    private enum Kind { case month, day, year, dayOffset, hour, minute, meridiem, durationHours, durationMinutes }

    private struct Wheel {
        let kind: Kind
        /// How many different values the wheel has.
        let values: Int
        let cyclic: Bool
        let width: CGFloat
        let alignment: NSTextAlignment
    }

    /// How often a round wheel's values repeat: enough that no fling reaches an end.
    private static let repeats = 200
    /// How many days the `.dateAndTime` day wheel reaches either side of its anchor.
    private static let dayReach = 3650
    private static let size = CGSize(width: 320, height: 216)

    let picker = UIPickerView()
    private var wheels: [Wheel] = []
    private var context: DatePickerContext?
    /// The start of the day in the middle of the day wheel.
    private var dayAnchor = Date(timeIntervalSinceReferenceDate: 0)
    private let unitLabels = [UILabel(), UILabel()]

    override init(frame: CGRect) {
        super.init(frame: frame)
        picker.dataSource = self
        picker.delegate = self
        addSubview(picker)
        for label in unitLabels {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            label.isHidden = true
            addSubview(label)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override var preferredSize: CGSize { Self.size }

    override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
        placeUnitLabels()
    }

    // MARK: Showing a context

    override func show(_ context: DatePickerContext, rebuilding: Bool, animated: Bool) {
        self.context = context
        var animated = animated
        if rebuilding || wheels.isEmpty {
            wheels = Self.makeWheels(for: context)
            dayAnchor = context.calendar.startOfDay(for: context.date)
            picker.reloadAllComponents()
            animated = false
        }
        if wheels.contains(where: { $0.kind == .dayOffset }) {
            let offset = days(from: dayAnchor, to: context.date, in: context.calendar)
            if abs(offset) > Self.dayReach - 1 {
                dayAnchor = context.calendar.startOfDay(for: context.date)
                picker.reloadAllComponents()
                animated = false
            }
        }
        // Greys follow the date (the month's length, the limits).
        for (component, wheel) in wheels.enumerated() where wheel.kind == .day || wheel.kind == .dayOffset {
            picker.reloadComponent(component)
        }
        for (component, wheel) in wheels.enumerated() {
            let index = valueIndex(of: wheel.kind, in: context)
            let current = picker.selectedRow(inComponent: component)
            let row = wheel.cyclic ? nearestRow(showing: index, of: wheel, from: current) : index
            guard row != current else { continue }
            picker.selectRow(row, inComponent: component, animated: animated && (!wheel.cyclic || abs(row - current) < wheel.values))
        }
        updateUnitLabels()
    }

    /// The wheels of a mode, in the locale's order, with iOS's proportions.
    private static func makeWheels(for context: DatePickerContext) -> [Wheel] {
        let minutes = 60 / context.minuteInterval
        let twelveHour = context.uses12HourClock
        let hour = Wheel(kind: .hour, values: twelveHour ? 12 : 24, cyclic: true, width: 60, alignment: .right)
        let minute = Wheel(kind: .minute, values: minutes, cyclic: true, width: 60, alignment: .left)
        let meridiem = Wheel(kind: .meridiem, values: 2, cyclic: false, width: 60, alignment: .left)
        var time = [hour, minute]
        if twelveHour {
            // Some locales put AM/PM before the hour.
            let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: context.locale) ?? "h a"
            let meridiemFirst = (format.firstIndex(of: "a") ?? format.endIndex) < (format.firstIndex(where: { "hHkK".contains($0) }) ?? format.endIndex)
            if meridiemFirst { time.insert(meridiem, at: 0) } else { time.append(meridiem) }
        }
        switch context.mode {
        case .time:
            return time
        case .dateAndTime:
            // The day wheel is wide and the time's are narrow, so "Wed Nov 25" fits.
            let narrow = time.map { Wheel(kind: $0.kind, values: $0.values, cyclic: $0.cyclic,
                                          width: $0.kind == .meridiem ? 52 : 44, alignment: $0.alignment) }
            return [Wheel(kind: .dayOffset, values: 2 * dayReach + 1, cyclic: false, width: 144, alignment: .right)] + narrow
        case .countDownTimer:
            return [Wheel(kind: .durationHours, values: 24, cyclic: false, width: 140, alignment: .right),
                    Wheel(kind: .durationMinutes, values: minutes, cyclic: false, width: 140, alignment: .right)]
        case .date:
            let format = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: context.locale) ?? "MMMM d y"
            let parts: [(Character, Wheel)] = [
                ("M", Wheel(kind: .month, values: 12, cyclic: true, width: 140, alignment: .left)),
                ("d", Wheel(kind: .day, values: 31, cyclic: true, width: 50, alignment: .right)),
                ("y", Wheel(kind: .year, values: 10_000, cyclic: false, width: 80, alignment: .right)),
            ]
            return parts.sorted { first, second in
                let a = format.firstIndex(where: { $0 == first.0 || (first.0 == "M" && $0 == "L") }) ?? format.endIndex
                let b = format.firstIndex(where: { $0 == second.0 || (second.0 == "M" && $0 == "L") }) ?? format.endIndex
                return a < b
            }.map { $0.1 }
        }
    }

    /// Which of a wheel's values `context` shows.
    private func valueIndex(of kind: Kind, in context: DatePickerContext) -> Int {
        let parts = context.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: context.date)
        let duration = Int(context.countDownDuration)
        switch kind {
        case .month: return (parts.month ?? 1) - 1
        case .day: return (parts.day ?? 1) - 1
        case .year: return min(max((parts.year ?? 1) - 1, 0), 9_999)
        case .dayOffset: return Self.dayReach + days(from: dayAnchor, to: context.date, in: context.calendar)
        case .hour: return context.uses12HourClock ? (parts.hour ?? 0) % 12 : parts.hour ?? 0
        case .minute: return (parts.minute ?? 0) / context.minuteInterval
        case .meridiem: return (parts.hour ?? 0) >= 12 ? 1 : 0
        case .durationHours: return duration / 3600
        case .durationMinutes: return duration % 3600 / 60 / context.minuteInterval
        }
    }

    /// The row of a round wheel showing value `index` nearest `current`; the middle of the
    /// wheel when `current` is near an end.
    private func nearestRow(showing index: Int, of wheel: Wheel, from current: Int) -> Int {
        let rows = wheel.values * Self.repeats
        guard current >= wheel.values * 2, current < rows - wheel.values * 2 else {
            return wheel.values * (Self.repeats / 2) + index
        }
        let base = current - current % wheel.values + index
        return [base - wheel.values, base, base + wheel.values].min { abs($0 - current) < abs($1 - current) } ?? base
    }

    private func days(from anchor: Date, to date: Date, in calendar: Calendar) -> Int {
        calendar.dateComponents([.day], from: anchor, to: calendar.startOfDay(for: date)).day ?? 0
    }

    private func dayOfOffsetRow(_ row: Int, in calendar: Calendar) -> Date {
        calendar.date(byAdding: .day, value: row - Self.dayReach, to: dayAnchor) ?? dayAnchor
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        wheels.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard wheels.indices.contains(component) else { return 0 }
        let wheel = wheels[component]
        return wheel.cyclic ? wheel.values * Self.repeats : wheel.values
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard wheels.indices.contains(component) else { return 0 }
        let total = wheels.reduce(0) { $0 + $1.width } + 5 * CGFloat(wheels.count - 1)
        let room = pickerView.bounds.width - 16
        return total > room && total > 0 ? (wheels[component].width * room / total).rounded(.down) : wheels[component].width
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let cell = view as? DatePickerWheelCell ?? DatePickerWheelCell()
        guard let context, wheels.indices.contains(component) else { return cell }
        let wheel = wheels[component]
        let index = wheel.cyclic ? row % wheel.values : row
        cell.label.textAlignment = wheel.alignment
        // The countdown's numbers end before the middle, leaving room for the unit.
        cell.labelWidthFraction = context.mode == .countDownTimer ? 0.45 : 1
        cell.label.text = title(of: wheel.kind, index: index, row: row, in: context)
        cell.label.textColor = isAllowed(wheel.kind, index: index, row: row, in: context) ? .label : .tertiaryLabel
        return cell
    }

    private func title(of kind: Kind, index: Int, row: Int, in context: DatePickerContext) -> String {
        switch kind {
        case .month:
            let symbols = context.calendar.standaloneMonthSymbols
            return symbols.indices.contains(index) ? symbols[index] : "\(index + 1)"
        case .day, .year: return "\(index + 1)"
        case .dayOffset:
            let day = dayOfOffsetRow(row, in: context.calendar)
            if context.calendar.isDate(day, inSameDayAs: context.now) { return "Today" }
            // iOS writes "Fri Nov 27", without the comma the template gives.
            return context.string(day, template: "EEEMMMd").replacingOccurrences(of: ",", with: "")
        case .hour: return context.uses12HourClock ? "\(index == 0 ? 12 : index)" : String(format: "%02d", index)
        case .minute: return String(format: "%02d", index * context.minuteInterval)
        case .meridiem: return index == 0 ? context.calendar.amSymbol : context.calendar.pmSymbol
        case .durationHours: return "\(index)"
        case .durationMinutes: return "\(index * context.minuteInterval)"
        }
    }

    /// Whether a value may be picked: a day the shown month has, a day within the limits.
    private func isAllowed(_ kind: Kind, index: Int, row: Int, in context: DatePickerContext) -> Bool {
        let calendar = context.calendar
        switch kind {
        case .day:
            let length = calendar.range(of: .day, in: .month, for: context.date)?.count ?? 31
            guard index < length else { return false }
            var parts = calendar.dateComponents([.era, .year, .month], from: context.date)
            parts.day = index + 1
            return calendar.date(from: parts).map(context.allows(day:)) ?? true
        case .dayOffset:
            return context.allows(day: dayOfOffsetRow(row, in: calendar))
        default:
            return true
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let context else { return }
        let calendar = context.calendar
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: context.date)
        parts.second = 0
        var hour = parts.hour ?? 0
        var isPM = hour >= 12
        var durationHours = 0
        var durationMinutes = 0
        var pickedDay: Int?
        for (component, wheel) in wheels.enumerated() {
            let row = pickerView.selectedRow(inComponent: component)
            let index = wheel.cyclic ? row % wheel.values : row
            switch wheel.kind {
            case .month: parts.month = index + 1
            case .day: pickedDay = index + 1
            case .year: parts.year = index + 1
            case .dayOffset:
                let day = calendar.dateComponents([.era, .year, .month, .day], from: dayOfOffsetRow(row, in: calendar))
                (parts.era, parts.year, parts.month, parts.day) = (day.era, day.year, day.month, day.day)
            case .hour: hour = index
            case .minute: parts.minute = index * context.minuteInterval
            case .meridiem: isPM = index == 1
            case .durationHours: durationHours = index
            case .durationMinutes: durationMinutes = index * context.minuteInterval
            }
        }
        if context.mode == .countDownTimer {
            onUserDuration?(TimeInterval(durationHours * 3600 + durationMinutes * 60))
            return
        }
        parts.hour = context.uses12HourClock ? hour % 12 + (isPM ? 12 : 0) : hour
        if let pickedDay {
            // A day the month lacks (30 February) springs back to its last day.
            var first = parts
            first.day = 1
            let length = calendar.date(from: first).flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? 31
            parts.day = min(pickedDay, length)
        }
        if let picked = calendar.date(from: parts) { onUserChange?(picked) }
    }

    // MARK: Countdown units

    private func updateUnitLabels() {
        let isCountdown = context?.mode == .countDownTimer
        for label in unitLabels { label.isHidden = !isCountdown }
        guard isCountdown, let context else { return }
        unitLabels[0].text = Int(context.countDownDuration) / 3600 == 1 ? "hour" : "hours"
        unitLabels[1].text = "min"
        setNeedsLayout()
    }

    /// The countdown's units sit in the band just after each wheel's number, as on iOS.
    private func placeUnitLabels() {
        guard context?.mode == .countDownTimer, wheels.count == 2 else { return }
        let widths = (0..<2).map { pickerView(picker, widthForComponent: $0) }
        var x = ((bounds.width - widths.reduce(0, +) - 5) / 2).rounded()
        for (label, width) in zip(unitLabels, widths) {
            let numberEnd = x + width * 0.45
            label.frame = CGRect(x: numberEnd + 8, y: (bounds.height - 24) / 2, width: width * 0.55 - 8, height: 24)
            x += width + 5
        }
    }
}

/// A row of a date wheel: its label, inset from the wheel's edges.
@MainActor
final class DatePickerWheelCell: UIView {
    let label = UILabel()
    var labelWidthFraction: CGFloat = 1 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIPickerView.titleFont
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 6, y: 0, width: max(0, bounds.width * labelWidthFraction - 12), height: bounds.height)
    }
}
