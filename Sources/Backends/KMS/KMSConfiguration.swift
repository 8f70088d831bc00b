import CoreGraphics
import VitrinePlatform

/// What the KMS display is told to use: its own `VITRINE_DRM_*` settings (`apply(_:invalid:)`),
/// and what UIKit's configuration shares with other displays (rotation, scale, buffers).
/// Everything left nil is chosen: the first card with a connected display, its first
/// connected connector, the preferred mode, the connector's panel orientation.
public struct KMSConfiguration: Sendable, Equatable {
    /// The card node (`/dev/dri/card1`).
    public var devicePath: String?
    /// The connector's name (`HDMI-A-1`).
    public var connectorName: String?
    public var mode: KMSModeRequest?
    /// Overrides the connector's "panel orientation".
    public var rotation: DisplayRotation?
    /// Pixels per point of the screen UIKit shows.
    public var scale: CGFloat = 1
    /// Dumb buffers in the swap chain: 2 or 3.
    public var bufferCount = 2
    /// Uses SetCrtc/PageFlip even when the driver has atomic KMS.
    public var forcesLegacy = false
    /// Page flips to see refused, for checking how failures are survived.
    public var fault: KMSFault?
    /// Makings of the dumb buffers to see fail (`alloc:ENOMEM:2`).
    public var dumbBufferFault: KMSFault?
    /// Makings of the GPU renderer's GBM buffers to see fail (`gbm:ENOMEM:1`).
    public var gpuBufferFault: KMSFault?
    /// vgem fences on the GPU renderer's flips (`VITRINE_DRM_TEST_FENCE`, test only).
    public var testFence: KMSTestFence?

    public init() {}

    /// Reads the KMS settings from `settings` (`VITRINE_DRM_DEVICE` as "drm_device", ...);
    /// a bad value goes to `invalid` with its key and the setting keeps its value.
    public mutating func apply(_ settings: [String: String], invalid: (_ key: String, _ value: String) -> Void) {
        if let value = settings["drm_device"] {
            if value.hasPrefix("/") { devicePath = value } else { invalid("drm_device", value) }
        }
        if let value = settings["drm_connector"] {
            if !value.isEmpty { connectorName = value } else { invalid("drm_connector", value) }
        }
        if let value = settings["drm_mode"] {
            if let request = KMSModeRequest(value) { mode = request } else { invalid("drm_mode", value) }
        }
        if let value = settings["drm_fault"] {
            if let faults = KMSFault.list(value) {
                for fault in faults {
                    switch fault.target {
                    case .pageFlip: self.fault = fault
                    case .dumbBuffers: dumbBufferFault = fault
                    case .gpuBuffers: gpuBufferFault = fault
                    }
                }
            } else { invalid("drm_fault", value) }
        }
        if let value = settings["drm_test_fence"] {
            if let fence = KMSTestFence(value) { testFence = fence } else { invalid("drm_test_fence", value) }
        }
        if let value = settings["drm_legacy"] {
            switch value.lowercased() {
            case "1", "true", "yes": forcesLegacy = true
            case "0", "false", "no": forcesLegacy = false
            default: invalid("drm_legacy", value)
            }
        }
    }
}
