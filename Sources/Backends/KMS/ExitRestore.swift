import Foundation

/// Puts the CRTC back when the process exits without `KMSDisplay.stop()` (an app calling
/// `exit()`), so the console returns on that path too.
enum ExitRestore {
    /// Written on the main actor only; read by the exit handler, which runs after it.
    nonisolated(unsafe) private static var pending: (fd: Int32, saved: SavedCRTC)?
    nonisolated(unsafe) private static var isRegistered = false

    @MainActor static func arm(fd: Int32, saved: SavedCRTC) {
        pending = (fd, saved)
        guard !isRegistered else { return }
        isRegistered = true
        atexit {
            if let (fd, saved) = ExitRestore.pending { _ = saved.restore(fd: fd) }
        }
    }

    @MainActor static func disarm() {
        pending = nil
    }
}
