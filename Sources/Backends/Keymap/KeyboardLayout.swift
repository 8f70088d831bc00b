/// Which xkb keymap keyboards use, by the names of the `evdev` rules, as
/// `XKB_DEFAULT_LAYOUT` and friends or `setxkbmap` have them. Empty means xkb's default
/// (model `pc105`, layout `us`, no variant, no options).
public struct KeyboardLayout: Sendable, Equatable {
    /// "pc105"
    public var model: String
    /// "us", or several: "us,de"
    public var layout: String
    /// "nodeadkeys", one per layout when there are several
    public var variant: String
    /// "ctrl:nocaps,compose:ralt"
    public var options: String

    public init(model: String = "", layout: String = "us", variant: String = "", options: String = "") {
        self.model = model
        self.layout = layout
        self.variant = variant
        self.options = options
    }
}
