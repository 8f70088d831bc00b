extension VitrineRuntime {
    /// When the mouse cursor shows (`VITRINE_CURSOR`, `VitrineConfiguration.Input.Cursor`).
    public enum CursorVisibility: String, Sendable {
        /// While a pointer device (mouse, touchpad) is plugged in: a kiosk with only a
        /// touchscreen shows none.
        case automatic = "auto"
        case show
        case hide
    }
}
