import Foundation
import Synchronization

extension UIGraphicsImageRendererFormat {
    private static let lastMainScreenScale = Mutex<CGFloat>(1)

    /// The scale of the main screen. Formats may be made on any thread, so the value is
    /// read from `UIScreen.main` on the main thread and otherwise is the last value read
    /// there (1 before any).
    static var mainScreenScale: CGFloat {
        guard Thread.isMainThread else {
            return lastMainScreenScale.withLock { $0 }
        }
        let scale = MainActor.assumeIsolated { UIScreen.main.scale }
        lastMainScreenScale.withLock { $0 = scale }
        return scale
    }
}
