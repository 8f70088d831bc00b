internal import CDRM
import Foundation

/// Reads the pending events of a card through `drmHandleEvent`.
///
/// libdrm reports each event through a C callback that cannot capture context, so the
/// callbacks collect into a main-actor list that `read` hands back.
@MainActor
package enum DRMEventReader {
    private static var received: [DRMEvent] = []

    /// The events waiting on `fd` (call when it is readable); nil when reading failed.
    package static func read(fd: Int32) -> [DRMEvent]? {
        var context = drmEventContext()
        context.version = 4
        context.page_flip_handler2 = { _, sequence, seconds, microseconds, crtc, _ in
            MainActor.assumeIsolated {
                DRMEventReader.received.append(.flipComplete(
                    crtc: crtc, time: TimeInterval(seconds) + TimeInterval(microseconds) / 1e6, sequence: UInt64(sequence)))
            }
        }
        context.sequence_handler = { _, sequence, nanoseconds, _ in
            MainActor.assumeIsolated {
                DRMEventReader.received.append(.vblank(time: TimeInterval(nanoseconds) / 1e9, sequence: sequence))
            }
        }
        received = []
        defer { received = [] }
        guard drmHandleEvent(fd, &context) == 0 else { return nil }
        return received
    }
}
