/// Where an edit menu's arrow points, towards its source.
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic, up, down, left, right
}
