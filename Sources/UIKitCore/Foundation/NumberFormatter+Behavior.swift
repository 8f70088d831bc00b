import Foundation

extension NumberFormatter {
    /// The formatter's behaviour (Apple's Foundation; absent from Foundation on Linux, whose
    /// formatters always behave as macOS 10.4 and later's, ICU's).
    public enum Behavior: UInt, Sendable {
        case `default` = 0
        case behavior10_0 = 1000
        case behavior10_4 = 1040
    }

    /// Always `.behavior10_4` on Linux: setting it changes nothing, as `.default` is that
    /// behaviour on Apple's platforms too.
    public var formatterBehavior: Behavior {
        get { .behavior10_4 }
        set {}
    }
}
