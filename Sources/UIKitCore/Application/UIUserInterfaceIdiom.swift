/// The kind of interface an app runs on: phone or pad on a kiosk, chosen by the size of
/// the screen as iPhones and iPads differ (see `UIDevice.userInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
