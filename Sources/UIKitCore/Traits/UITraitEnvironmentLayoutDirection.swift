/// The direction of the layout. Vitrine lays out left to right.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight, rightToLeft
}
