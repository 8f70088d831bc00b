/// How text lines are placed horizontally inside their container.
///
/// Raw values match Apple's iOS SDK.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Laid out as `.left`: justification is not implemented by the text engine.
    case justified = 3
    /// Follows the writing direction of the text: left for left-to-right scripts,
    /// right for right-to-left ones.
    case natural = 4
}
