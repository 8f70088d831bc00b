/// The direction text is written in.
public enum NSWritingDirection: Int, Sendable {
    /// The direction of the text's first strong character.
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
