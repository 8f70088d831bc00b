import Foundation

/// The `.inline` style: the month calendar in place; for `.dateAndTime` a "Time" row
/// below it with the compact style's time button, as on iOS 17.
@MainActor
final class DatePickerInlineView: DatePickerContentView {
    private static let timeRowHeight: CGFloat = 52

    let calendar = DatePickerCalendarView()
    let timeLabel = UILabel()
    let timeButton = DatePickerCompactView()
    private var mode: UIDatePicker.Mode = .date

    override init(frame: CGRect) {
        super.init(frame: frame)
        timeLabel.text = "Time"
        timeLabel.font = .systemFont(ofSize: 17)
        timeLabel.textColor = .label
        calendar.onPickDay = { [weak self] day in
            guard let self, let context = currentContext else { return }
            onUserChange?(context.date(onDayOf: day))
        }
        timeButton.onUserChange = { [weak self] in self?.onUserChange?($0) }
        addSubview(calendar)
        addSubview(timeLabel)
        addSubview(timeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private var currentContext: DatePickerContext?

    override var preferredSize: CGSize {
        var size = DatePickerCalendarView.size
        if mode == .dateAndTime { size.height += Self.timeRowHeight }
        return size
    }

    override func show(_ context: DatePickerContext, rebuilding: Bool, animated: Bool) {
        currentContext = context
        mode = context.mode
        calendar.show(context)
        var time = context
        time.mode = .time
        timeButton.show(time, rebuilding: rebuilding, animated: animated)
        timeLabel.isHidden = mode != .dateAndTime
        timeButton.isHidden = mode != .dateAndTime
        setNeedsLayout()
    }

    override func dismissPanels() {
        timeButton.dismissPanels()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let calendarHeight = DatePickerCalendarView.size.height
        calendar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(calendarHeight, bounds.height))
        let rowTop = calendarHeight
        timeLabel.frame = CGRect(x: 18, y: rowTop, width: 120, height: Self.timeRowHeight)
        let button = timeButton.preferredSize
        timeButton.frame = CGRect(x: bounds.width - 18 - button.width, y: rowTop + (Self.timeRowHeight - button.height) / 2,
                                  width: button.width, height: button.height)
    }
}
