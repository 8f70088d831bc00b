import CoreGraphics
import VitrinePlatform

/// What the KMS display is told to use; UIKit fills it from `VITRINE_DRM_*` settings.
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

    public init() {}
}
