/// Whether a layer moving along a keyframe path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer's x axis follows the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Like `rotateAuto`, turned half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
