import Foundation

/// What a date picker shows for one style: wheels, the inline calendar, or the compact
/// buttons. It shows a context and reports what the user picks; the picker decides what
/// is kept (clamping it) and shows the result again.
@MainActor
class DatePickerContentView: UIView {
    /// A date the user picked, before the picker's limits apply.
    var onUserChange: ((Date) -> Void)?
    /// A countdown duration the user picked.
    var onUserDuration: ((TimeInterval) -> Void)?

    /// The size the style wants.
    var preferredSize: CGSize { .zero }

    /// Shows `context`; `rebuilding` when more than the date changed (mode, locale, limits).
    func show(_ context: DatePickerContext, rebuilding: Bool, animated: Bool) {}

    /// Closes any panel the view opened (the picker is changing style).
    func dismissPanels() {}
}
