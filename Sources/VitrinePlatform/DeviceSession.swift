/// Access to the seat's devices (DRM cards, input event nodes): through libseat (seatd
/// or logind) when not root, or opened directly when root.
///
/// A session can be disabled (VT switch, another session takes the seat): the backends
/// then stop using their devices until it is enabled again.
@MainActor
public protocol DeviceSession: AnyObject {
    /// The seat's name ("seat0").
    var seatName: String { get }
    /// Whether the session may use its devices now.
    var isActive: Bool { get }

    /// Opens a device node; returns its file descriptor. Throws with the reason when the
    /// seat refuses or the node cannot be opened.
    func openDevice(path: String) throws -> Int32
    /// Closes a descriptor returned by `openDevice`.
    func closeDevice(_ fd: Int32)

    /// Adds a handler called with the new `isActive` each time the session is disabled
    /// or enabled. Both backends (display and input) register one.
    func addActivityHandler(_ handler: @escaping @MainActor (Bool) -> Void)

    /// Switches the seat to VT `terminal` (Ctrl+Alt+F`terminal`), where the session allows
    /// it (`VITRINE_VT_SWITCH=1`); returns whether a switch was asked for.
    func switchSession(to terminal: Int) -> Bool
}

extension DeviceSession {
    /// Sessions without a VT switch nothing.
    public func switchSession(to terminal: Int) -> Bool { false }
}
