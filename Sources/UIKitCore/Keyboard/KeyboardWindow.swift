import Foundation

/// The window the keyboard lives in: above the app's windows, covering only the
/// keyboard's area so that touches elsewhere reach the app, and never the key window.
@MainActor
final class KeyboardWindow: UIWindow {
    /// iOS's keyboard windows sit above everything the app shows.
    static let level = UIWindow.Level(10_000_000)

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = Self.level
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { nil }

    override func makeKey() {}
    override var canBecomeFirstResponder: Bool { false }
}
