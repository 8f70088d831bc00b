import Foundation

/// What an observer added with `addObserver(_:forKeyPath:options:context:)` is told
/// (Foundation's `NSKeyValueObservingOptions` on iOS, which swift-corelibs-foundation lacks).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change dictionary holds the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change dictionary holds the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// The observer is told once at once, when it is added.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}
