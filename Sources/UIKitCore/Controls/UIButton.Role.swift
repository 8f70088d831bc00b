extension UIButton {
    /// What a button means in its context: menus and alerts style it by role.
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }
}
