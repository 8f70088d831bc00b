/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight interpolation between neighbouring values, at `keyTimes` (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear at constant speed: `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values; Vitrine interpolates linearly.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at constant speed; Vitrine interpolates linearly at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
