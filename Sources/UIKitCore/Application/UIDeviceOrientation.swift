/// How the device is held. On a kiosk the panel is the device: its orientation follows
/// the display's rotation (never face up or down).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    /// Turned so that the home button (the panel's natural bottom) is on the right.
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat, face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take this orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
