import Foundation
import KMSDisplay
import Logging
import VitrinePlatform
import WindowDisplay

/// How Vitrine runs an app: which display, what size when headless. Read from
/// `VITRINE_*` environment variables, overridden by `--vitrine-*` launch arguments
/// (`--vitrine-display headless` is the same as `VITRINE_DISPLAY=headless`).
public struct VitrineConfiguration: Sendable, Equatable {
    /// Which display backend to use.
    public enum DisplayKind: String, Sendable {
        /// A real display when one is present, else a desktop window when `DISPLAY` or
        /// `WAYLAND_DISPLAY` names a desktop, headless otherwise.
        case automatic = "auto"
        case headless
        case kms
        /// A desktop window (X11 or Wayland, through SDL2).
        case window
    }

    public var display: DisplayKind = .automatic
    /// Headless framebuffer size in pixels (`VITRINE_HEADLESS_SIZE=1280x800`).
    public var headlessPixelWidth = 1280
    public var headlessPixelHeight = 800
    /// The desktop window's size in points (`VITRINE_WINDOW_SIZE=800x480`): the panel's,
    /// before the rotation.
    public var windowPointWidth = 1280
    public var windowPointHeight = 800
    /// Pixels per point (`VITRINE_SCALE=2`).
    public var scale: CGFloat = 1
    /// Vertical refresh rate of the headless display (`VITRINE_REFRESH_RATE=60`).
    public var refreshRate: Double = 60
    /// Buffers in the swap chain (`VITRINE_BUFFERS=2`).
    public var bufferCount = 2
    /// Input devices (`VITRINE_INPUT`, calibration, keyboard layout, key repeat).
    public var input = Input()
    /// Which renderer composites the frames (`VITRINE_RENDERER=auto|gpu|cpu`).
    public var renderer = Renderer.cpu
    /// Test only (the VM's GPU check): the GPU renderer fails as on a lost context at its
    /// Nth frame and renders on the CPU from then on (`VITRINE_GPU_FAULT=lost:N`).
    public var gpuContextLossFrame: Int?
    /// The KMS display's own settings (`VITRINE_DRM_*`), which the KMS backend reads.
    private var kms = KMSConfiguration()
    /// The DRM card to use (`VITRINE_DRM_DEVICE=/dev/dri/card1`); nil: the first with a
    /// display connected.
    public var drmDevice: String? {
        get { kms.devicePath }
        set { kms.devicePath = newValue }
    }
    /// The connector to show on (`VITRINE_DRM_CONNECTOR=HDMI-A-1`); nil: the first connected.
    public var drmConnector: String? {
        get { kms.connectorName }
        set { kms.connectorName = newValue }
    }
    /// The mode (`VITRINE_DRM_MODE=1920x1080@60` or `1920x1080`); nil: the preferred one.
    public var drmMode: KMSModeRequest? {
        get { kms.mode }
        set { kms.mode = newValue }
    }
    /// Legacy KMS even where the driver has atomic (`VITRINE_DRM_LEGACY=1`).
    public var drmLegacy: Bool {
        get { kms.forcesLegacy }
        set { kms.forcesLegacy = newValue }
    }
    /// How the picture is turned on the panel, in degrees clockwise (`VITRINE_ROTATION=90`:
    /// 0, 90, 180, 270; `VITRINE_DRM_ROTATION` is the same setting); nil: the connector's
    /// "panel orientation" on KMS, upright when headless.
    public var rotation: DisplayRotation?
    /// Light or dark (`VITRINE_APPEARANCE=dark`); the default is light.
    public var userInterfaceStyle = UIUserInterfaceStyle.light
    /// A PNG of the screen written when the app ends (`VITRINE_SCREENSHOT=screen.png`):
    /// what a ported app's first screen shows, headless. Headless display or window only.
    public var screenshotPath: String?
    /// Seconds after launch at which the app ends as on SIGTERM (`VITRINE_RUN_SECONDS=3`);
    /// nil: it runs until it is ended.
    public var runSeconds: Double?
    /// Steps replayed on the running app, then the app ends as on SIGTERM
    /// (`VITRINE_SCENARIO=steps.json`; the format is `ScenarioPlayer`'s): taps, scrolls and
    /// going back, with a screenshot after each step into `VITRINE_SCENARIO_SCREENS` (a
    /// folder) and a JSON line per step into `VITRINE_SCENARIO_REPORT`. docs/PORTING.md.
    public var scenarioPath: String?
    public var scenarioScreens: String?
    public var scenarioReport: String?

    public init() {}

    /// The configuration from the process environment and arguments.
    public static func fromProcess() -> VitrineConfiguration {
        VitrineConfiguration(environment: ProcessInfo.processInfo.environment,
                             arguments: CommandLine.arguments)
    }

    /// Reads `VITRINE_*` variables, then `--vitrine-*` arguments. A bad value is
    /// logged and the default kept.
    public init(environment: [String: String], arguments: [String] = []) {
        var settings: [String: String] = [:]
        for (key, value) in environment where key.hasPrefix("VITRINE_") {
            settings[String(key.dropFirst("VITRINE_".count)).lowercased()] = value
        }
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument.hasPrefix("--vitrine-") {
                let body = argument.dropFirst("--vitrine-".count)
                if let equals = body.firstIndex(of: "=") {
                    settings[body[..<equals].replacingOccurrences(of: "-", with: "_")] = String(body[body.index(after: equals)...])
                } else if index + 1 < arguments.endIndex {
                    settings[body.replacingOccurrences(of: "-", with: "_")] = arguments[index + 1]
                    index += 1
                }
            }
            index += 1
        }
        apply(settings)
        input.apply(settings, environment: environment)
    }

    private mutating func apply(_ settings: [String: String]) {
        let logger = Logger(label: "vitrine.configuration")
        func invalid(_ key: String, _ value: String) {
            logger.error("ignoring invalid VITRINE_\(key.uppercased())=\(value)")
        }
        if let value = settings["display"] {
            if let kind = DisplayKind(rawValue: value.lowercased()) { display = kind } else { invalid("display", value) }
        }
        if let value = settings["headless_size"] {
            let parts = value.lowercased().split(separator: "x").compactMap { Int($0) }
            if parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) {
                headlessPixelWidth = parts[0]
                headlessPixelHeight = parts[1]
            } else { invalid("headless_size", value) }
        }
        if let value = settings["window_size"] {
            let parts = value.lowercased().split(separator: "x").compactMap { Int($0) }
            if parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) {
                windowPointWidth = parts[0]
                windowPointHeight = parts[1]
            } else { invalid("window_size", value) }
        }
        if let value = settings["scale"] {
            if let scale = Double(value), scale.isFinite, scale > 0, scale <= 8 { self.scale = scale } else { invalid("scale", value) }
        }
        if let value = settings["refresh_rate"] {
            if let rate = Double(value), rate.isFinite, rate >= 1, rate <= 1000 { refreshRate = rate } else { invalid("refresh_rate", value) }
        }
        if let value = settings["buffers"] {
            if let count = Int(value), (1...4).contains(count) { bufferCount = count } else { invalid("buffers", value) }
        }
        kms.apply(settings, invalid: invalid)
        // Issue 3 spells it with the DRM prefix; the plain name wins when both are set.
        for key in ["drm_rotation", "rotation"] {
            guard let value = settings[key] else { continue }
            if let degrees = Int(value), let turn = DisplayRotation(rawValue: degrees) { rotation = turn } else { invalid(key, value) }
        }
        if let value = settings["screenshot"] {
            if !value.isEmpty { screenshotPath = value } else { invalid("screenshot", value) }
        }
        if let value = settings["run_seconds"] {
            if let seconds = Double(value), seconds.isFinite, seconds >= 0 { runSeconds = seconds } else { invalid("run_seconds", value) }
        }
        let paths: [(String, WritableKeyPath<VitrineConfiguration, String?>)] =
            [("scenario", \.scenarioPath), ("scenario_screens", \.scenarioScreens), ("scenario_report", \.scenarioReport)]
        for (key, path) in paths {
            guard let value = settings[key] else { continue }
            if !value.isEmpty { self[keyPath: path] = value } else { invalid(key, value) }
        }
        if let value = settings["renderer"] {
            if let kind = Renderer(rawValue: value.lowercased()) { renderer = kind } else { invalid("renderer", value) }
        }
        if let value = settings["gpu_fault"] {
            let parts = value.lowercased().split(separator: ":")
            if parts.count == 2, parts[0] == "lost", let frame = Int(parts[1]), frame > 0 {
                gpuContextLossFrame = frame
            } else { invalid("gpu_fault", value) }
        }
        if let value = settings["appearance"] {
            switch value.lowercased() {
            case "light": userInterfaceStyle = .light
            case "dark": userInterfaceStyle = .dark
            default: invalid("appearance", value)
            }
        }
    }

    /// The desktop window's settings from these; `title` names the window.
    package func windowConfiguration(title: String) -> WindowConfiguration {
        var window = WindowConfiguration()
        window.title = title
        window.pointWidth = windowPointWidth
        window.pointHeight = windowPointHeight
        window.scale = scale
        window.rotation = rotation ?? .none
        return window
    }

    /// The KMS display's settings from these.
    package var kmsConfiguration: KMSConfiguration {
        var kms = self.kms
        kms.rotation = rotation
        kms.scale = scale
        kms.bufferCount = bufferCount
        return kms
    }
}
