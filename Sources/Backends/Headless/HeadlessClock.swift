/// How a headless display's vertical blanks happen.
public enum HeadlessClock: Sendable, Equatable {
    /// Blanks follow the wall clock at the display's refresh rate, like a panel.
    /// A blank is only timed when a frame was requested, so idle costs nothing.
    case realTime
    /// Blanks happen only when a test or tool calls `HeadlessDisplay.step()`;
    /// each step advances the virtual clock by one refresh interval.
    case stepped
}
