import HeadlessDisplay
import Testing
@testable import UIKitCore

/// What happens while a text field becomes first responder: the delegate is asked before
/// `clearsOnBeginEditing` clears, and the keyboard's will-show notifications come at once.
@MainActor
@Suite(.serialized)
struct BeginEditingTests {
    final class Delegate: UITextFieldDelegate {
        var log: [String] = []
        var clears = true
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBeginEditing") }
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            log.append("shouldClear")
            return clears
        }
    }

    // UITextFieldDelegate.textFieldShouldClear(_:): "The text field calls this method in
    // response to the user pressing the built-in clear button. (This method is also called
    // when editing begins and the clearsOnBeginEditing property of the text field is true.)"
    @Test func clearingOnBeginEditingAsksTheDelegate() throws {
        let (_, window, _) = try KeyboardScene.make()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        window.addSubview(field)
        let delegate = Delegate()
        field.delegate = delegate
        field.text = "Keep me"
        field.clearsOnBeginEditing = true
        delegate.clears = false
        #expect(field.becomeFirstResponder())
        #expect(field.text == "Keep me" && delegate.log == ["shouldClear", "didBeginEditing"])
        #expect(field.resignFirstResponder())
        delegate.clears = true
        delegate.log = []
        #expect(field.becomeFirstResponder())
        #expect(field.text == "" && delegate.log == ["shouldClear", "didBeginEditing"])
        _ = field.resignFirstResponder()
        delegate.log = []
        field.clearsOnBeginEditing = false
        field.text = "x"
        #expect(field.becomeFirstResponder())
        #expect(delegate.log == ["didBeginEditing"], "not asked without clearsOnBeginEditing")
    }

    // keyboardWillShowNotification is posted while becomeFirstResponder() runs, as on iOS
    // (apps move their content in the handler before the next frame is drawn).
    @Test func theKeyboardsWillShowComesDuringBecomeFirstResponder() throws {
        let (runtime, window, typing) = try KeyboardScene.make()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        window.addSubview(field)
        var posted: [String] = []
        let center = NotificationCenter.default
        let observers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { posted.append("willShow") }
            },
            center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { posted.append("willChangeFrame") }
            },
        ]
        defer { for observer in observers { center.removeObserver(observer) } }
        #expect(field.becomeFirstResponder())
        #expect(posted == ["willChangeFrame", "willShow"])
        runtime.stepFrames(1)
        #expect(posted == ["willChangeFrame", "willShow"], "not again at the next frame")
        _ = field.resignFirstResponder()
        runtime.stepUntilIdle()
        posted = []
        // Any responder with a keyboard: the plain UIKeyInput view too.
        #expect(typing.becomeFirstResponder())
        #expect(posted == ["willChangeFrame", "willShow"])
    }
}
