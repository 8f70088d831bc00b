/// What a shadow record adds to the layer's shape (bounds, corner radius, border width and
/// shown image, which the record holds as for its body): everything else that decides
/// the shadow's pixels apart from its colour and opacity.
package struct ShadowShape: Equatable {
    /// The blur radius in points.
    package var radius: CGFloat
    /// The shadow's offset in layer coordinates.
    package var offset: CGSize
    /// The explicit shape (`shadowPath`); nil: the layer's own shape.
    package var path: CGPath?
    /// Whether the background fills the bounds (rounded by the corner radius).
    package var fillsBackground: Bool
}
