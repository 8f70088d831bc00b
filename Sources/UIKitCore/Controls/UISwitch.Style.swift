extension UISwitch {
    /// The look of a switch. iOS shows every style as `.sliding`.
    public enum Style: Int, Sendable {
        case automatic, checkbox, sliding
    }
}
