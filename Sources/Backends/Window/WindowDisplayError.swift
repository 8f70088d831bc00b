/// Why the desktop window could not be opened.
public enum WindowDisplayError: Error, CustomStringConvertible {
    /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` names a desktop to show the window on.
    case noDesktop
    /// SDL could not reach the desktop or make the window (its message).
    case sdl(String)

    public var description: String {
        switch self {
        case .noDesktop:
            "no desktop to open a window on: DISPLAY and WAYLAND_DISPLAY are both unset"
        case .sdl(let message):
            "cannot open a desktop window (DISPLAY, WAYLAND_DISPLAY): \(message)"
        }
    }
}
