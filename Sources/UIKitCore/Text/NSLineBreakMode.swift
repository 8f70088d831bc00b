/// What happens to text that does not fit its container: where lines wrap and where
/// an ellipsis replaces the overflow.
///
/// Raw values match Apple's iOS SDK.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (falling back to characters for a word wider than a line).
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Do not draw past the edge of the container.
    case byClipping = 2
    /// Show the end of the line, replacing the beginning with an ellipsis.
    case byTruncatingHead = 3
    /// Show the beginning of the line, replacing the end with an ellipsis.
    case byTruncatingTail = 4
    /// Show both ends of the line, replacing the middle with an ellipsis.
    case byTruncatingMiddle = 5
}
