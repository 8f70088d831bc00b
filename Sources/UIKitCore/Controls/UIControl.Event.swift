extension UIControl {
    /// The events a control sends to its actions, with Apple's bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down: the touch's `tapCount` is more than one. Sent after `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved within the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger came back into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger left the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger was lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger was lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (a gesture recognizer took it, the display went away).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch turned, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, a value control's change.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action of the control was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
