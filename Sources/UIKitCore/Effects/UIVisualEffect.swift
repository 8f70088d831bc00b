import Foundation

/// An effect a `UIVisualEffectView` shows: a blur (`UIBlurEffect`) or vibrancy
/// (`UIVibrancyEffect`).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// The colour the effect view fills with, under its content; nil for none.
    var materialColor: UIColor? { nil }
}
