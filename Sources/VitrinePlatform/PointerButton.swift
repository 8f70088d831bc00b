/// A button of a mouse or touchpad, as input backends report it: UIKit needs to know which
/// is the primary one, not the device's codes.
public enum PointerButton: Sendable, Hashable {
    /// The left button of a right-handed mouse, a touchpad's tap or click.
    case primary
    /// The right button.
    case secondary
    /// The middle button (pressing the wheel).
    case middle
    /// Another button (side, extra), by the backend's own number for it.
    case other(UInt32)
}
