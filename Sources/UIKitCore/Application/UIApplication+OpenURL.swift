import Foundation
import Logging

extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only if an app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey("UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in Settings. A kiosk has no Settings app: opening it fails.
    public static let openSettingsURLString = "app-settings:"

    /// Whether an app can open `url`: never on a kiosk, which runs no other app (no browser,
    /// no Settings). Logged, so a missing feature is easy to find.
    public func canOpenURL(_ url: URL) -> Bool {
        Logger(label: "vitrine.application").notice("canOpenURL(\(url.absoluteString)): no other app handles URLs on Vitrine")
        return false
    }

    /// Asks another app to open `url`: none can on a kiosk, so this logs the URL and calls
    /// `completion` with false, asynchronously on the main actor as iOS does.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        Logger(label: "vitrine.application").notice("open(\(url.absoluteString)): no other app handles URLs on Vitrine")
        guard let completion else { return }
        Task { @MainActor in completion(false) }
    }

    /// Asks another app to open `url`; false on a kiosk (logged).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        Logger(label: "vitrine.application").notice("open(\(url.absoluteString)): no other app handles URLs on Vitrine")
        return false
    }
}
