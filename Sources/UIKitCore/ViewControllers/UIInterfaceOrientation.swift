/// How the interface is turned relative to the device: on a kiosk, relative to the panel's
/// natural orientation.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
