import Foundation
import Logging

/// The app object, as on iOS: one per process, reached through `shared`.
@MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The app's running state.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    public static var shared: UIApplication {
        if let application = current { return application }
        let application = UIApplication()
        current = application
        return application
    }

    static var current: UIApplication?

    /// The app delegate; UIApplicationMain sets it. Held strongly, as the app keeps it alive.
    public var delegate: UIApplicationDelegate?

    public private(set) var applicationState: State = .inactive

    /// Kiosks never sleep on their own; kept for source compatibility.
    public var isIdleTimerDisabled = false

    /// The visible windows of the main screen, back to front.
    public var windows: [UIWindow] { UIScreen.main.windows }

    /// The key window of the main screen.
    public var keyWindow: UIWindow? { UIScreen.main.keyWindow }

    func becomeActive() {
        guard applicationState != .active else { return }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
    }

    func terminate() {
        delegate?.applicationWillResignActive(self)
        applicationState = .background
        delegate?.applicationWillTerminate(self)
    }

    /// After the application comes its delegate, when that is a responder.
    override open var next: UIResponder? { delegate as? UIResponder }
}
