import Foundation
import Synchronization

extension UIGraphicsImageRendererFormat {
    private static let lastMainScreenScale = Mutex<CGFloat>(1)

    /// The scale of the main screen. Formats may be made on any thread, so the value is
    /// read from `UIScreen.main` on the main thread and otherwise is the last value read
    /// there or set by `noteMainScreenScale(_:)` (1 before any). The main actor need not
    /// run on the main thread (it does not under the test runner), hence the notes.
    static var mainScreenScale: CGFloat {
        guard Thread.isMainThread else {
            return lastMainScreenScale.withLock { $0 }
        }
        let scale = MainActor.assumeIsolated { UIScreen.main.scale }
        lastMainScreenScale.withLock { $0 = scale }
        return scale
    }

    /// Records the main screen's scale when it changes, for reads off the main thread.
    static func noteMainScreenScale(_ scale: CGFloat) {
        lastMainScreenScale.withLock { $0 = scale }
    }
}
