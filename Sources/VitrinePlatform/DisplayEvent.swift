import Foundation

/// Something that happened to a display outside the frame cycle; the backend reports it
/// through the event handler given to `DisplayBackend.start`.
public enum DisplayEvent: Sendable, Equatable {
    /// `mode`, `scale` or `rotation` changed (a connector replugged with another mode):
    /// the screen takes the new size and everything is laid out and repainted.
    case modeChanged
    /// Presenting stopped (session switched away, display unplugged): the app keeps
    /// running, frames are skipped, touches are cancelled.
    case paused
    /// Presenting resumed; the buffers' contents are unknown, so everything is repainted.
    case resumed
    /// The buffer presented last is on screen since the vertical blank at `time` (on KMS,
    /// its page flip completed): the end of an input-to-screen latency.
    case presented(at: TimeInterval)
}
