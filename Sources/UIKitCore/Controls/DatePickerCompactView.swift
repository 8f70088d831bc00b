import Foundation

/// The `.compact` style: grey buttons with the date ("Nov 27, 2026") and the time
/// ("7:30 PM"), 6 points apart. The date button opens the month calendar in a panel, the
/// time button the time wheels; what the user picks there goes to the picker at once, and
/// the panel stays open until a tap outside it. While the time panel is open the time
/// button takes typing (iOS's keyboard entry: the number pad, or a hardware keyboard):
/// digits set the hour and minutes, shown in the button as they are typed, and the time
/// is picked when the entry ends (return, or the panel closing).
@MainActor
final class DatePickerCompactView: DatePickerContentView {
    private static let spacing: CGFloat = 6
    private static let timeWheelsSize = CGSize(width: 240, height: 216)

    let datePill = DatePickerPill()
    let timePill = DatePickerPill()
    private var context: DatePickerContext?
    /// The open panel and what it shows.
    private(set) var panel: DatePickerPanel?
    private var panelCalendar: DatePickerCalendarView?
    private var panelWheels: DatePickerWheelsView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        datePill.onTap = { [weak self] in self?.openCalendar() }
        timePill.onTap = { [weak self] in self?.openTimeWheels() }
        timePill.onType = { [weak self] in self?.type($0) }
        timePill.onDeleteBackward = { [weak self] in
            guard let self else { return }
            entry?.deleteBackward()
            showEntry()
        }
        timePill.onEndTyping = { [weak self] in self?.finishEntry() }
        addSubview(datePill)
        addSubview(timePill)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private var showsDate: Bool { context?.mode != .time }
    private var showsTime: Bool { context?.mode != .date }

    override var preferredSize: CGSize {
        let pills = [showsDate ? datePill : nil, showsTime ? timePill : nil].compactMap { $0 }
        let width = pills.reduce(0) { $0 + $1.preferredSize.width } + Self.spacing * CGFloat(max(pills.count - 1, 0))
        return CGSize(width: width, height: DatePickerPill.height)
    }

    override func show(_ context: DatePickerContext, rebuilding: Bool, animated: Bool) {
        self.context = context
        datePill.text = context.string(context.date, template: "MMMdy")
        timePill.text = context.string(context.date, template: context.uses12HourClock ? "hmma" : "HHmm")
        showEntry()
        datePill.isHidden = !showsDate
        timePill.isHidden = !showsTime
        panelCalendar?.show(context)
        if let panelWheels {
            var time = context
            time.mode = .time
            panelWheels.show(time, rebuilding: rebuilding, animated: animated)
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        for pill in [datePill, timePill] where !pill.isHidden {
            let size = pill.preferredSize
            pill.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x += size.width + Self.spacing
        }
    }

    /// A picker that leaves its window (its page popped) takes its panel with it.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { dismissPanels() }
    }

    override func dismissPanels() {
        panel?.close()
    }

    private func openCalendar() {
        guard let context, let window else { return }
        let calendar = DatePickerCalendarView()
        calendar.tintColor = tintColor
        calendar.show(context)
        calendar.onPickDay = { [weak self] day in
            guard let self, let context = self.context else { return }
            onUserChange?(context.date(onDayOf: day))
        }
        open(DatePickerPanel(content: calendar, size: DatePickerCalendarView.size, source: datePill), from: datePill, in: window)
        panelCalendar = calendar
    }

    private func openTimeWheels() {
        guard var context, let window else { return }
        context.mode = .time
        let wheels = DatePickerWheelsView()
        wheels.show(context, rebuilding: true, animated: false)
        wheels.onUserChange = { [weak self] in self?.onUserChange?($0) }
        open(DatePickerPanel(content: wheels, size: Self.timeWheelsSize, source: timePill), from: timePill, in: window)
        panelWheels = wheels
        timePill.becomeFirstResponder()
    }

    // MARK: Keyboard entry

    /// The time being typed, while the time button takes typing.
    private(set) var entry: DatePickerTimeEntry?

    private func type(_ text: String) {
        guard let context else { return }
        if text == "\n" {
            timePill.resignFirstResponder()
            panel?.close()
            return
        }
        if entry == nil {
            let hour = context.calendar.component(.hour, from: context.date)
            entry = DatePickerTimeEntry(uses12HourClock: context.uses12HourClock, isPM: hour >= 12)
        }
        if entry?.type(text) == false { return }
        showEntry()
    }

    /// The button shows the typed time in the tint colour while one is being typed.
    private func showEntry() {
        guard let entry, !entry.digits.isEmpty else { return }
        timePill.text = entry.display
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The entry ended: a complete time is picked (its minutes rounded to the minute
    /// interval), and the button shows the picker's time again.
    private func finishEntry() {
        guard let typed = entry else { return }
        entry = nil
        guard let context else { return }
        if let time = typed.time {
            let interval = max(context.minuteInterval, 1)
            let minute = min((Double(time.minute) / Double(interval)).rounded() * Double(interval), Double(60 - interval))
            if let picked = context.calendar.date(bySettingHour: time.hour, minute: Int(minute), second: 0, of: context.date) {
                onUserChange?(picked)
            }
        }
        // The picker showed its (possibly clamped) date again; without a change, show it here.
        if let current = self.context { show(current, rebuilding: false, animated: true) }
    }

    private func open(_ panel: DatePickerPanel, from pill: DatePickerPill, in window: UIWindow) {
        self.panel?.close()
        pill.isActive = true
        panel.onClose = { [weak self, weak pill, weak panel] in
            pill?.isActive = false
            if pill?.isFirstResponder == true { pill?.resignFirstResponder() }
            guard let self, self.panel === panel else { return }
            self.panel = nil
            panelCalendar = nil
            panelWheels = nil
        }
        self.panel = panel
        panel.present(in: window)
    }
}
