import Foundation

extension UIScrollView {
    /// How fast a flung scroll view slows down: the fraction of its velocity kept per
    /// millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// iOS's default: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Stops quickly (a picker's feel): 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
