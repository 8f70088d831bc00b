/// What a view's content means for right-to-left layout: whether leading and trailing flip.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Media controls: always left to right.
    case playback
    /// Directional controls (a D-pad): always left to right.
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}
