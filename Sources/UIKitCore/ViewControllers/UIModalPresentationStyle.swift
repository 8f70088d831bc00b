/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenting views are removed once it is shown.
    case fullScreen = 0
    /// A card: from the bottom on a compact-width screen, centered and wide on a regular one.
    case pageSheet
    /// A card: from the bottom on a compact-width screen, centered and smaller on a regular one.
    case formSheet
    /// Covers the view of the nearest ancestor that `definesPresentationContext`.
    case currentContext
    /// Laid out by the transitioning delegate's presentation controller.
    case custom
    /// Covers the screen; the views below stay, visible through transparent parts.
    case overFullScreen
    /// Covers the context's view; the views below stay.
    case overCurrentContext
    /// A bubble anchored to a view or bar button; a sheet on a compact-width screen.
    case popover
    /// No adaptation (for `adaptivePresentationStyle`).
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}
