import Foundation

/// One key (or button) press, from key-down to key-up. The same object is delivered in
/// every phase of the press.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The button a press is from. Keyboard keys other than the arrows, return, escape
    /// and page up/down have no type of their own; read `key` for them.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)
    }

    public internal(set) var phase: Phase = .began
    /// When the press last changed, in seconds of the display's clock.
    public internal(set) var timestamp: TimeInterval
    public let type: PressType
    /// The keyboard key, with its characters and modifiers.
    public let key: UIKey?
    /// The key window when the press began.
    public internal(set) var window: UIWindow?
    /// The first responder when the press began: where its phases are delivered.
    public internal(set) var responder: UIResponder?
    /// Keyboards report no force: always 0.
    public let force: CGFloat = 0
    /// Gesture recognizers do not receive presses in Vitrine: always empty.
    public let gestureRecognizers: [UIGestureRecognizer]? = []

    init(key: UIKey, timestamp: TimeInterval, window: UIWindow?, responder: UIResponder?) {
        self.key = key
        self.timestamp = timestamp
        self.window = window
        self.responder = responder
        type = Self.pressType(of: key.keyCode)
        super.init()
    }

    private static func pressType(of usage: UIKeyboardHIDUsage) -> PressType {
        switch usage {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: .select
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        // Outside Apple's named types, as iOS gives keyboard keys.
        default: PressType(rawValue: 2000 + usage.rawValue)
        }
    }
}
