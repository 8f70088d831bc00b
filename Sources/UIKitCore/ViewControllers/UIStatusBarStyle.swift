/// The look of the status bar. A kiosk has none: kept so that iOS code compiles.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
