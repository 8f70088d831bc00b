import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrinePlatform

/// A view that takes typed text, as a text field would: the responder the keyboard types into.
final class TypingView: UIView, UIKeyInput {
    /// Redrawn when it changes, as a field showing it is.
    var text = "" { didSet { setNeedsDisplay() } }
    var keyboardType = UIKeyboardType.default
    var returnKeyType = UIReturnKeyType.default
    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var keyboardAppearance = UIKeyboardAppearance.default
    var enablesReturnKeyAutomatically = false
    var customInputView: UIView?
    var customAccessoryView: UIView?

    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

@MainActor
enum KeyboardScene {
    /// A runtime of `width`×`height` points with a white key window holding a `TypingView`;
    /// the keyboard set to `settings`.
    static func make(width: Int = 390, height: Int = 844, scale: CGFloat = 1,
                     settings: KeyboardSettings = KeyboardSettings(mode: .auto, layout: .englishUS))
        throws -> (VitrineRuntime, UIWindow, TypingView) {
        let display = HeadlessDisplay(pixelWidth: Int(CGFloat(width) * scale), pixelHeight: Int(CGFloat(height) * scale),
                                      scale: scale, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        presenter.settings = settings
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let field = TypingView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        window.addSubview(field)
        runtime.stepFrames(1)
        return (runtime, window, field)
    }

    static var presenter: KeyboardPresenter { KeyboardPresenter.current! }

    /// Makes `field` first responder and lets the keyboard slide in.
    static func show(_ field: TypingView, _ runtime: VitrineRuntime) {
        #expect(field.becomeFirstResponder())
        runtime.stepFrames(40)
    }

    /// The key views of the keyboard now.
    static var keys: [KeyboardKeyView] { presenter.keyboardView?.keyViews ?? [] }

    /// The screen point at the middle of the first key of `kind`.
    static func center(of kind: KeyboardKey.Kind) -> CGPoint? {
        guard let keyView = keys.first(where: { $0.key.kind == kind }), let window = keyView.window else { return nil }
        let point = keyView.convert(CGPoint(x: keyView.bounds.midX, y: keyView.bounds.midY - 0.5), to: window)
        return CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
    }

    static func center(of character: String) -> CGPoint? { center(of: .character(character)) }

    /// Taps the key of `kind` and lets the frame run; then waits long enough that the next
    /// tap is not a double tap.
    static func tap(_ kind: KeyboardKey.Kind, _ runtime: VitrineRuntime, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let point = center(of: kind) else {
            Issue.record("no key \(kind) on the keyboard", sourceLocation: sourceLocation)
            return
        }
        runtime.tap(at: point)
        runtime.stepFrames(25)
    }

    /// Taps the keys of each character of `text`.
    static func type(_ text: String, _ runtime: VitrineRuntime, sourceLocation: SourceLocation = #_sourceLocation) {
        for character in text {
            tap(character == " " ? .space : .character(String(character).lowercased()), runtime, sourceLocation: sourceLocation)
        }
    }
}
