import Foundation

/// A date picker as on iOS 17. `preferredDatePickerStyle` picks its look: `.wheels`
/// (spinning wheels in the locale's order), `.inline` (a month calendar, with a time
/// button for `.dateAndTime`), `.compact` (grey buttons that open the calendar or time
/// wheels in a panel) or `.automatic`, which is `.compact`. The countdown timer is always
/// wheels. Dates come from Foundation's `Calendar` and `DateFormatter` in the picker's
/// `locale`, `calendar` and `timeZone`. A choice the user makes outside
/// `minimumDate...maximumDate` springs back into it; each change the user makes sends
/// `.valueChanged` (setting `date` does not).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The moment the picker calls now (for "Today" and the calendar's today); tests fix it.
    static var now: @MainActor () -> Date = { Date() }

    /// What the picker picks. The default is `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildContent() } }
    }

    /// The style the app asks for. The default is `.automatic`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { rebuildContent() } }
    }

    /// The style the picker shows: `.automatic` resolved (to `.compact`), and `.wheels` for
    /// the countdown timer, which has no other.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        if datePickerMode == .time, preferredDatePickerStyle == .inline { return .compact }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    private var storedDate: Date

    /// The picked date. Setting it moves it into `minimumDate...maximumDate` and sends no
    /// action.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Shows `date` (moved into `minimumDate...maximumDate`), turning the wheels to it when
    /// `animated`. No action is sent.
    open func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSinceReferenceDate.isFinite else {
            Self.logger.error("UIDatePicker.date: ignored a date that is not finite")
            return
        }
        storedDate = context.clamped(rounded(date))
        refresh(animated: animated)
    }

    /// The earliest date the user may pick; nil (the default) for none.
    open var minimumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The latest date the user may pick; nil (the default) for none.
    open var maximumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The locale the picker writes dates in; nil (the default) for the current locale
    /// (en_US where the system has none).
    open var locale: Locale? {
        didSet { rebuildContent() }
    }

    private var storedCalendar: Calendar?

    /// The calendar of the wheels and the month grid; nil resets it to the current calendar.
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set {
            storedCalendar = newValue
            rebuildContent()
        }
    }

    /// The time zone the picker shows dates in; nil (the default) for the current one.
    open var timeZone: TimeZone? {
        didSet { rebuildContent() }
    }

    /// The minutes the minute wheel steps by: 1 (the default) to 30, dividing 60.
    /// Other values are refused with a log line.
    open var minuteInterval = 1 {
        didSet {
            guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
                Self.logger.error("UIDatePicker.minuteInterval = \(minuteInterval) ignored: it must divide 60 and be 1 to 30")
                minuteInterval = oldValue
                return
            }
            if minuteInterval != oldValue { rebuildContent() }
        }
    }

    /// Whether a date set on the picker is rounded to `minuteInterval`. The default is true.
    open var roundsToMinuteInterval = true

    /// The countdown timer's duration in seconds: up to 23 hours 59 minutes, in steps of
    /// `minuteInterval` minutes (at least one step). The default is 0.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            guard newValue.isFinite else {
                Self.logger.error("UIDatePicker.countDownDuration = \(newValue) ignored: it must be finite")
                return
            }
            storedDuration = Self.limitedDuration(newValue, interval: minuteInterval)
            refresh(animated: false)
        }
    }

    private var storedDuration: TimeInterval = 0
    private var content: DatePickerContentView?
    private var builtStyle: (UIDatePickerStyle, Mode)?

    public override init(frame: CGRect) {
        storedDate = Self.now()
        super.init(frame: frame)
        setUpDatePicker()
    }

    /// What both initializers do: the content for the style and mode, sized to it when no size was given.
    private func setUpDatePicker() {
        rebuildContent()
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// A date picker made from a storyboard: as `init(frame: .zero)` makes it, showing now.
    public required init?(coder: NSCoder) {
        storedDate = Self.now()
        super.init(coder: coder)
        setUpDatePicker()
    }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        content?.preferredSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let content else { return }
        if datePickerStyle == .compact {
            // The buttons keep their size, at the leading edge and centred vertically.
            let size = content.preferredSize
            content.frame = CGRect(x: 0, y: ((bounds.height - size.height) / 2).rounded(),
                                   width: min(size.width, bounds.width), height: size.height)
        } else {
            content.frame = bounds
        }
    }

    // MARK: Content

    /// What the picker's views need, with the calendar set to the picker's time zone and locale.
    var context: DatePickerContext {
        let locale = effectiveLocale
        var calendar = self.calendar ?? Calendar.current
        calendar.timeZone = timeZone ?? TimeZone.current
        calendar.locale = locale
        return DatePickerContext(date: storedDate, mode: datePickerMode, calendar: calendar, locale: locale,
                                 minimumDate: minimumDate, maximumDate: maximumDate, minuteInterval: minuteInterval,
                                 countDownDuration: storedDuration, now: Self.now())
    }

    private var effectiveLocale: Locale {
        if let locale { return locale }
        // Linux without a configured locale reports "en_001" (or POSIX), not a person's choice.
        let current = Locale.current.identifier
        return ["", "en_001", "en_US_POSIX"].contains(current) ? Locale(identifier: "en_US") : Locale.current
    }

    /// Makes the views of the resolved style and mode (again when either changed), then
    /// shows the date in them.
    private func rebuildContent() {
        let style = datePickerStyle
        if builtStyle.map({ $0.0 != style || $0.1 != datePickerMode }) ?? true {
            content?.dismissPanels()
            content?.removeFromSuperview()
            let made: DatePickerContentView
            switch style {
            case .wheels: made = DatePickerWheelsView()
            case .inline: made = DatePickerInlineView()
            case .compact, .automatic: made = DatePickerCompactView()
            }
            // Weak, as the wheels may settle after the picker is gone (UIPickerView's columns).
            made.onUserChange = { [weak self] in self?.userPicked($0) }
            made.onUserDuration = { [weak self] in self?.userPicked(duration: $0) }
            addSubview(made)
            content = made
            builtStyle = (style, datePickerMode)
            invalidateIntrinsicContentSize()
        }
        content?.show(context, rebuilding: true, animated: false)
        setNeedsLayout()
    }

    private func refresh(animated: Bool) {
        content?.show(context, rebuilding: false, animated: animated)
        if datePickerStyle == .compact { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    private func limitsDidChange() {
        storedDate = context.clamped(storedDate)
        content?.show(context, rebuilding: true, animated: false)
    }

    /// A date the user picked: moved into range (the wheels spring back to it), kept, and
    /// announced when it differs.
    private func userPicked(_ candidate: Date) {
        let picked = context.clamped(candidate)
        let changed = picked != storedDate
        storedDate = picked
        refresh(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    private func userPicked(duration: TimeInterval) {
        let picked = Self.limitedDuration(duration, interval: minuteInterval)
        let changed = picked != storedDuration
        storedDuration = picked
        refresh(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1 else { return date }
        let step = TimeInterval(minuteInterval * 60)
        let offset = TimeInterval(context.calendar.timeZone.secondsFromGMT(for: date))
        return Date(timeIntervalSinceReferenceDate: ((date.timeIntervalSinceReferenceDate + offset) / step).rounded() * step - offset)
    }

    /// A duration within one step of `interval` minutes and 23:59, in whole steps.
    static func limitedDuration(_ duration: TimeInterval, interval: Int) -> TimeInterval {
        let step = TimeInterval(max(interval, 1) * 60)
        let steps = (max(0, duration) / step).rounded(.down)
        return min(max(steps * step, step), 86_340)
    }
}
