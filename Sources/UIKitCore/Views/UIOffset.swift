import Foundation

/// A horizontal and vertical offset, in points.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    /// The offset of zero in both directions.
    public static let zero = UIOffset()

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
