/// The curve of a layer's rounded corners (`CALayer.cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// iOS's continuous corners, whose curvature grows gradually from the edges; they
    /// reach `CALayer.cornerCurveExpansionFactor(.continuous)` × the radius along each edge.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
