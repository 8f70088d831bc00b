/// A display the user can close (a desktop window): the app ends as on SIGTERM.
@MainActor
public protocol ClosableDisplay: DisplayBackend {
    /// Called on the main actor when the user closes the display.
    var closeHandler: (@MainActor () -> Void)? { get set }
}
