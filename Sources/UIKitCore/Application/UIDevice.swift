import Foundation
import Logging

/// The device the app runs on, as iOS describes it to apps.
///
/// Apps use it for feature checks, so Vitrine answers as the iOS it implements: the
/// system is "iOS" at version "17.0" (the UIKit Vitrine follows). The idiom comes from
/// the screen's size as iPhones and iPads differ (`.pad` when the screen's shorter side
/// is at least 600 points, as every iPad's is and no iPhone's), and `model` names the
/// matching device, "iPad" or "iPhone". `name` is the host name. The orientation
/// follows the display's rotation. A kiosk reports no battery: the level is -1 and the
/// state `.unknown`, as iOS answers without monitoring. `identifierForVendor` is a UUID
/// made once and kept in `$XDG_DATA_HOME/vitrine/identifierForVendor` (every app of the
/// user shares it, as apps of one vendor do); nil when that file cannot be read or written.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// Posted when the orientation changes, while notifications are being generated.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes (never on a kiosk).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes (never on a kiosk).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")

    /// The device.
    public static let current = UIDevice()

    /// The shorter screen side from which the idiom is `.pad`: the smallest iPad (mini,
    /// 744 points) is above it, the largest iPhone (430 points) below.
    static let padMinimumSide: CGFloat = 600

    private var orientationObservers = 0
    private var lastOrientation = UIDeviceOrientation.unknown

    override private init() {
        super.init()
    }

    /// The host name.
    open var name: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return model }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// "iPad" or "iPhone", after `userInterfaceIdiom`.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// `model`; Vitrine does not translate it.
    open var localizedModel: String { model }

    /// "iOS": Vitrine implements iOS's UIKit.
    open var systemName: String { "iOS" }

    /// "17.0": the iOS version whose UIKit Vitrine follows.
    open var systemVersion: String { "17.0" }

    /// `.pad` for a screen whose shorter side is 600 points or more, else `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let bounds = UIScreen.main.bounds
        return min(bounds.width, bounds.height) >= Self.padMinimumSide ? .pad : .phone
    }

    /// Whether the app can run tasks in the background: no, a kiosk runs one app and
    /// stops drawing it when its seat goes to another terminal.
    open var isMultitaskingSupported: Bool { false }

    // MARK: Orientation

    /// The display's orientation, or `.unknown` unless orientation notifications are
    /// being generated (iOS answers `.unknown` then too).
    open var orientation: UIDeviceOrientation {
        orientationObservers > 0 ? orientationFromScreen : .unknown
    }

    /// Whether `beginGeneratingDeviceOrientationNotifications()` calls outnumber the ends.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }

    /// Starts reporting the orientation and posting its changes; calls nest.
    open func beginGeneratingDeviceOrientationNotifications() {
        if orientationObservers == 0 { lastOrientation = orientationFromScreen }
        orientationObservers += 1
    }

    /// Ends one `beginGeneratingDeviceOrientationNotifications()`; unbalanced calls are ignored.
    open func endGeneratingDeviceOrientationNotifications() {
        guard orientationObservers > 0 else {
            Logger(label: "vitrine.application").warning("endGeneratingDeviceOrientationNotifications without a begin")
            return
        }
        orientationObservers -= 1
    }

    /// The screen changed its mode: a new orientation is posted.
    func screenDidChangeMode() {
        guard orientationObservers > 0 else { return }
        let orientation = orientationFromScreen
        guard orientation != lastOrientation else { return }
        lastOrientation = orientation
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }

    /// A landscape interface turned right is a device turned left, as on iOS.
    private var orientationFromScreen: UIDeviceOrientation {
        switch UIScreen.main.interfaceOrientationFromBounds {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown: .unknown
        }
    }

    // MARK: Battery

    /// Whether the app asked for battery information; it stays unknown on a kiosk.
    open var isBatteryMonitoringEnabled = false

    /// -1: no battery is known.
    open var batteryLevel: Float { -1 }

    /// `.unknown`: no battery is known.
    open var batteryState: BatteryState { .unknown }

    // MARK: Other

    /// A UUID kept for the user (see the type's description), or nil when it cannot be stored.
    open var identifierForVendor: UUID? { Self.storedIdentifier }

    private static let storedIdentifier: UUID? = {
        let environment = ProcessInfo.processInfo.environment
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { $0 + "/.local/share" }
        guard let dataHome else { return nil }
        let directory = URL(fileURLWithPath: dataHome).appendingPathComponent("vitrine")
        let file = directory.appendingPathComponent("identifierForVendor")
        if let text = try? String(contentsOf: file, encoding: .utf8),
           let uuid = UUID(uuidString: text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            return uuid
        }
        let uuid = UUID()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try uuid.uuidString.write(to: file, atomically: true, encoding: .utf8)
            return uuid
        } catch {
            Logger(label: "vitrine.application").warning("UIDevice.identifierForVendor: cannot store \(file.path): \(error)")
            return nil
        }
    }()

    /// Plays the keyboard click; a kiosk has no speaker for it.
    open func playInputClick() {}
}
