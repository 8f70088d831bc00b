/// An object that describes a single user interaction with the app.
///
/// Touch delivery is not built yet; the type exists so that hit testing and the other
/// event-taking methods have Apple's signatures.
@MainActor
open class UIEvent {
    public init() {}
}
