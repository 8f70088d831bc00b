/// The animation of a presentation that is not a sheet or a popover.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom of the screen; dismissal slides it down.
    case coverVertical = 0
    /// Turns the screen over from right to left, showing the presented view on its back.
    case flipHorizontal
    /// Fades the presented view in.
    case crossDissolve
    /// Not available on Vitrine: presented with `coverVertical`.
    case partialCurl
}
