import Foundation

extension UIScrollView {
    /// Whether the safe area is added to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and always at the top and bottom under a navigation
        /// controller's bars (how iOS treats a controller's root scroll view).
        case automatic
        /// Only along the axes that scroll (or always bounce).
        case scrollableAxes
        /// Never: the content goes under the bars.
        case never
        /// Always, along both axes.
        case always
    }

    /// The scroll indicators' colours.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark (follows the appearance).
        case `default`
        /// Dark: for a light background.
        case black
        /// Light: for a dark background.
        case white
    }

    /// Whether dragging hides the keyboard (no on-screen keyboard until text input).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}
