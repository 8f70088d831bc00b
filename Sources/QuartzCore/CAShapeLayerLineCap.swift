/// The ends of the lines `CAShapeLayer` strokes.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Square ends at the end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half circles beyond the end points.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squares reaching half the line width beyond the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
