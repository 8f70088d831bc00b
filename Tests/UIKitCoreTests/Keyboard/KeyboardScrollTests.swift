import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrinePlatform

/// A text field low in a scroll view stays in view when the keyboard comes: the scroll
/// view takes the keyboard's overlap into its bottom inset and scrolls the field above the
/// keyboard, as a `UITableViewController` does on iOS; the inset goes when it hides.
@Suite(.serialized)
@MainActor
struct KeyboardScrollTests {
    @Test func aFieldInAScrollViewIsScrolledAboveTheKeyboard() throws {
        let (runtime, window, typing) = try KeyboardScene.make()
        typing.removeFromSuperview()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 844)
        window.addSubview(scrollView)
        let field = UITextField(frame: CGRect(x: 20, y: 760, width: 350, height: 34))
        field.borderStyle = .roundedRect
        scrollView.addSubview(field)
        runtime.stepFrames(1)
        #expect(field.becomeFirstResponder())
        runtime.stepFrames(40)
        let keyboard = try #require(KeyboardScene.presenter.frame)
        let shown = field.convert(field.bounds, to: window)
        #expect(shown.maxY <= keyboard.minY, "the field is above the keyboard")
        #expect(scrollView.adjustedContentInset.bottom >= keyboard.height - 1)
        #expect(scrollView.contentOffset.y > 0)
        field.resignFirstResponder()
        runtime.stepFrames(40)
        #expect(scrollView.adjustedContentInset.bottom == scrollView.safeAreaInsets.bottom)
    }

    /// As on iOS, typing on a hardware keyboard hides the on-screen one (here a device that
    /// never announced itself as a keyboard); it stays hidden until that device goes.
    @Test func aHardwareKeyHidesTheOnScreenKeyboard() throws {
        let (runtime, _, typing) = try KeyboardScene.make()
        KeyboardScene.show(typing, runtime)
        #expect(KeyboardScene.presenter.frame != nil)
        for pressed in [true, false] {
            runtime.inject(InputEvent(.key(InputKey(hidUsage: 4, evdevCode: 30, isPressed: pressed, characters: "a",
                                                    charactersIgnoringModifiers: "a", modifiers: [])),
                                      device: 12, timestamp: runtime.inputTimestamp))
        }
        runtime.stepFrames(40)
        #expect(typing.text == "a")
        #expect(KeyboardScene.presenter.frame == nil)
        let scanner = InputDeviceInfo(id: 12, name: "scanner", capabilities: [])
        runtime.inject(InputEvent(.deviceRemoved(scanner), device: 12, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(40)
        #expect(KeyboardScene.presenter.frame != nil)
    }

    /// `keyboardDismissMode = .onDrag`: dragging the list dismisses the keyboard.
    @Test func aDragDismissesTheKeyboardWhenAsked() throws {
        let (runtime, window, typing) = try KeyboardScene.make()
        let list = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
        list.contentSize = CGSize(width: 390, height: 2000)
        list.keyboardDismissMode = .onDrag
        window.addSubview(list)
        KeyboardScene.show(typing, runtime)
        runtime.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...8 {
            runtime.touchMove(to: CGPoint(x: 200, y: 300 - CGFloat(step) * 8))
            runtime.stepFrames(1)
        }
        runtime.touchUp()
        runtime.stepFrames(40)
        #expect(!typing.isFirstResponder)
        #expect(KeyboardScene.presenter.frame == nil)
    }
}
