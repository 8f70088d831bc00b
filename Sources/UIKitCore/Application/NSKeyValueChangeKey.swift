import Foundation

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives
/// (Foundation's `NSKeyValueChangeKey` on iOS, which swift-corelibs-foundation lacks with the
/// rest of key-value observing; `NSObject+KeyValueObserving.swift` says what Vitrine offers).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of change: 1 (`setting`) for a property set.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value, when the observer asked for `.new`.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value, when the observer asked for `.old`.
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
