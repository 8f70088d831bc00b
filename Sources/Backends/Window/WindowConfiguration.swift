import CoreGraphics
import VitrinePlatform

/// How the desktop window is made: its title, the panel it stands for, the picture's turn.
public struct WindowConfiguration: Sendable, Equatable {
    /// The window's title (the app's name).
    public var title = "Vitrine"
    /// The panel's size in points (`VITRINE_WINDOW_SIZE=800x480`), before `rotation`: the
    /// window shows the panel as the device scans it out.
    public var pointWidth = 1280
    public var pointHeight = 800
    /// Pixels per point asked for (`VITRINE_SCALE`), multiplied by the desktop's pixel
    /// density (2 on a HiDPI Wayland desktop).
    public var scale: CGFloat = 1
    /// How the picture is turned on the panel, as on the device.
    public var rotation: DisplayRotation = .none

    public init() {}
}
