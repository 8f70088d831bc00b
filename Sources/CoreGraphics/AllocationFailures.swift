import Logging
import Synchronization

/// Allocations sized by an app or the display that the memory refused, by purpose ("a
/// screenshot", "a cropped image"): each purpose is logged when it first fails and not again
/// until an allocation for that purpose succeeds, so a frame asking again does not flood the
/// log (issue 29). Per purpose rather than one flag, so that a success elsewhere (another
/// thread, another purpose) does not re-arm a failure that goes on.
package enum AllocationFailures {
    /// The purposes that failed and have not succeeded since.
    private static let failing = Mutex<Set<String>>([])
    /// Purposes remembered at most: a purpose with a size in it may come in many sizes.
    static let capacity = 64
    private static let logger = Logger(label: "vitrine.coregraphics")

    /// Notes the outcome of an allocation for `purpose`, logging `message` (with the
    /// purpose) when it is the purpose's first failure. Costs one lock and nothing else on
    /// a success while nothing fails.
    package static func note(succeeded: Bool, for purpose: () -> String, message: (String) -> String) {
        if succeeded {
            guard !failing.withLock({ $0.isEmpty }) else { return }
            let purpose = purpose()
            failing.withLock { _ = $0.remove(purpose) }
            return
        }
        let purpose = purpose()
        let isFirst = failing.withLock { failing in
            if failing.count >= capacity, !failing.contains(purpose) { failing.removeAll() }
            return failing.insert(purpose).inserted
        }
        if isFirst { logger.error("\(message(purpose))") }
    }
}
