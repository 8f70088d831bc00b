/// How the picture is turned on the panel: a kiosk's panel mounted in portrait, or the
/// connector's "panel orientation" property. The app sees a screen of the turned size
/// and the compositor rotates into the scan-out buffer.
public enum DisplayRotation: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// The picture is upright on the panel as scanned out.
    case none = 0
    /// The picture is turned 90° clockwise: its top edge is on the panel's right.
    case clockwise90 = 90
    /// The picture is upside down.
    case upsideDown = 180
    /// The picture is turned 90° counter-clockwise: its top edge is on the panel's left.
    case counterclockwise90 = 270

    /// Whether width and height swap between the panel and the screen the app sees.
    public var swapsAxes: Bool { self == .clockwise90 || self == .counterclockwise90 }

    public var description: String { "\(rawValue)°" }
}
