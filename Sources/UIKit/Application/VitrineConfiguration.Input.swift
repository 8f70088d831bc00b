import Foundation
import Keymap
import LibInputBackend
import Logging
import VitrinePlatform

extension VitrineConfiguration {
    /// Input devices: which backend reads them, the touchscreen's calibration, the
    /// keyboard's layout and key repeat.
    public struct Input: Sendable, Equatable {
        /// Which input backend to use (`VITRINE_INPUT`).
        public enum Kind: String, Sendable {
            /// libinput when the display is a real one (KMS), none when headless.
            case automatic = "auto"
            case libinput
            /// No devices: the app gets input only from `VitrineRuntime.inject(_:)`.
            case none
        }

        public var kind: Kind = .automatic

        /// When the mouse cursor shows (`VITRINE_CURSOR`).
        public typealias Cursor = VitrineRuntime.CursorVisibility

        public var cursor: Cursor = .automatic
        /// A calibration matrix for touchscreens, six numbers as `LIBINPUT_CALIBRATION_MATRIX`
        /// takes them (`VITRINE_INPUT_CALIBRATION="0 1 0 -1 0 1"`); nil keeps the
        /// device's own, which udev's LIBINPUT_CALIBRATION_MATRIX sets.
        public var calibration: [Double]?
        /// The keyboard's xkb model, layout, variant and options (`VITRINE_XKB_LAYOUT=de`
        /// and `_MODEL`, `_VARIANT`, `_OPTIONS`), else `XKB_DEFAULT_*`, else a US layout.
        public var xkbModel = ""
        public var xkbLayout = "us"
        public var xkbVariant = ""
        public var xkbOptions = ""
        /// Seconds a key is held before it repeats (`VITRINE_KEY_REPEAT_DELAY=500`, in ms).
        public var keyRepeatDelay: TimeInterval = 0.5
        /// Repeats per second of a held key (`VITRINE_KEY_REPEAT_RATE=25`); 0 turns it off.
        public var keyRepeatRate: Double = 25
        /// Reads of events to fail on purpose (`VITRINE_INPUT_FAULT=EIO:20`), to check
        /// that a device that errors is logged once and survived.
        public var fault: InputFault?

        public init() {}

        /// Reads the input settings (keys as `VitrineConfiguration` collects them:
        /// "input", "xkb_layout"...) and the `XKB_DEFAULT_*` variables.
        mutating func apply(_ settings: [String: String], environment: [String: String]) {
            let logger = Logger(label: "vitrine.configuration")
            func invalid(_ key: String, _ value: String) {
                logger.error("ignoring invalid VITRINE_\(key.uppercased())=\(value)")
            }
            if let value = settings["input"] {
                if let kind = Kind(rawValue: value.lowercased()) { self.kind = kind } else { invalid("input", value) }
            }
            if let value = settings["cursor"] {
                if let cursor = Cursor(rawValue: value.lowercased()) { self.cursor = cursor } else { invalid("cursor", value) }
            }
            if let value = settings["input_calibration"] {
                let fields = value.split(whereSeparator: \.isWhitespace)
                let numbers = fields.compactMap { Double($0) }.filter(\.isFinite)
                if fields.isEmpty {
                    calibration = nil
                } else if fields.count == 6, numbers.count == 6 {
                    calibration = numbers
                } else { invalid("input_calibration", value) }
            }
            func xkbName(_ name: String) -> String? {
                settings["xkb_\(name)"] ?? environment["XKB_DEFAULT_\(name.uppercased())"].flatMap { $0.isEmpty ? nil : $0 }
            }
            xkbModel = xkbName("model") ?? xkbModel
            xkbLayout = xkbName("layout") ?? xkbLayout
            xkbVariant = xkbName("variant") ?? xkbVariant
            xkbOptions = xkbName("options") ?? xkbOptions
            if let value = settings["key_repeat_delay"] {
                if let milliseconds = Double(value), (0...10_000).contains(milliseconds) {
                    keyRepeatDelay = milliseconds / 1000
                } else { invalid("key_repeat_delay", value) }
            }
            if let value = settings["input_fault"] {
                if let fault = InputFault(value) { self.fault = fault } else { invalid("input_fault", value) }
            }
            if let value = settings["key_repeat_rate"] {
                if let rate = Double(value), (0...1000).contains(rate) { keyRepeatRate = rate } else { invalid("key_repeat_rate", value) }
            }
        }

        /// Whether libinput reads the devices, given the display in use.
        package func usesLibInput(displayIsKMS: Bool) -> Bool {
            kind == .libinput || (kind == .automatic && displayIsKMS)
        }

        /// A libinput backend with these settings, opening devices through `session`
        /// (directly when nil: root).
        @MainActor
        package func makeLibInputBackend(session: (any DeviceSession)? = nil) -> LibInputBackend {
            LibInputBackend(session: session, calibration: calibration?.map { Float($0) },
                            keyboardLayout: KeyboardLayout(model: xkbModel, layout: xkbLayout,
                                                           variant: xkbVariant, options: xkbOptions),
                            keyRepeatDelay: keyRepeatDelay, keyRepeatRate: keyRepeatRate, fault: fault)
        }
    }
}
