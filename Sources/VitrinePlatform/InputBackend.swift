/// A source of touches, pointer and keyboard events: libinput on a device, or nothing
/// when headless (tests inject `InputEvent`s through the runtime instead).
///
/// The backend reads its devices when their descriptors are readable, on the main
/// actor, and hands each event to the handler as it comes; UIKit queues them and
/// delivers them at the start of the next frame pass.
@MainActor
public protocol InputBackend: AnyObject {
    /// A short name for logs ("libinput seat0").
    var name: String { get }

    /// Starts reading devices; `eventHandler` receives every event, in order.
    func start(eventHandler: @escaping @MainActor (InputEvent) -> Void) throws

    /// Stops reading and releases the devices.
    func stop()
}
