/// How much room there is along one axis: compact (a phone's width) or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}
