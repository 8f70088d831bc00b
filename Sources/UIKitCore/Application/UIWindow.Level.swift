import Foundation

extension UIWindow {
    /// The position of a window on the z axis: higher levels are shown above lower ones.
    public struct Level: RawRepresentable, Equatable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of app windows: 0.
        public static let normal = Level(0)
        /// The level of the status bar: 1000.
        public static let statusBar = Level(1000)
        /// The level of alerts: 2000.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
