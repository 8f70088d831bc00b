extension UIDevice {
    /// Whether the device runs on battery, charges or is full.
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }
}
