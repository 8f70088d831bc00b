import UIKit

/// A small app for the window tests: a box a tap turns from red to blue, a square a pan
/// drags, a label, and a view that takes typed text.
@MainActor
final class WindowTestScene {
    let window: UIWindow
    let box = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
    let handle = UIView(frame: CGRect(x: 150, y: 40, width: 60, height: 60))
    let typing: TypingView
    private(set) var taps = 0
    private var handleStart = CGPoint.zero

    init() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        box.backgroundColor = .systemRed
        handle.backgroundColor = .systemGreen
        handle.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 20, y: 110, width: 200, height: 30))
        label.text = "Vitrine in a window"
        typing = TypingView(frame: CGRect(x: 20, y: 150, width: 100, height: 20))
        for view in [box, handle, label, typing] { window.addSubview(view) }
        box.addGestureRecognizer(UITapGestureRecognizer(target: self, action: WindowTestScene.tapped))
        handle.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: WindowTestScene.panned))
        window.makeKeyAndVisible()
        _ = typing.becomeFirstResponder()
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        taps += 1
        box.backgroundColor = taps % 2 == 1 ? .systemBlue : .systemRed
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .began { handleStart = handle.center }
        let translation = recognizer.translation(in: window)
        handle.center = CGPoint(x: handleStart.x + translation.x, y: handleStart.y + translation.y)
    }
}

/// Takes typed text as a text field does (UIKeyInput).
final class TypingView: UIView, UIKeyInput {
    private(set) var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { _ = text.popLast() }
}
