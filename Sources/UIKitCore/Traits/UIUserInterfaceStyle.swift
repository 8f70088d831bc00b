/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
