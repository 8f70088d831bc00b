import Foundation

/// An event carrying key presses: the presses that changed and those still held.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var presses: Set<UIPress> = []

    open override var type: EventType { .presses }

    /// Every press held or changing now.
    open var allPresses: Set<UIPress> { presses }

    /// Gesture recognizers do not receive presses in Vitrine: always empty.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
