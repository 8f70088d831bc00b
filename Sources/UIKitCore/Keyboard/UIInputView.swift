import Foundation

/// A view to give a text field or text view as its `inputView` or `inputAccessoryView` (a
/// custom keypad, a row of actions): with the `.keyboard` style it has the keyboard's
/// background, light or dark, so that it reads as part of the keyboard.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// How an input view looks.
    public enum Style: Int, Sendable {
        /// No background of its own.
        case `default` = 0
        /// The system keyboard's background.
        case keyboard = 1
    }

    /// The style the view was made with.
    public let inputViewStyle: Style
    /// Whether the view's own constraints size it (else the frame's height is used). Default false.
    open var allowsSelfSizing = false

    /// A view of `inputViewStyle` with `frame` (its height is the keyboard area's height).
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
        applyStyle()
    }

    /// A `.default` input view (a nib's or storyboard's).
    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
        applyStyle()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyStyle()
    }

    private func applyStyle() {
        guard inputViewStyle == .keyboard else { return }
        backgroundColor = traitCollection.userInterfaceStyle == .dark ? KeyboardPalette.dark.board : KeyboardPalette.light.board
    }
}
