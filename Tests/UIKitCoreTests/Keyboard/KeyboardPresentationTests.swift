import Foundation
import QuartzCore
import Testing
@testable import UIKitCore
import VitrinePlatform

/// The keyboard showing and hiding with the first responder, its notifications and the
/// keyboard layout guide.
@MainActor
@Suite("On-screen keyboard presentation", .serialized)
struct KeyboardPresentationTests {
    /// Records the keyboard notifications as "willShow (0,844,390,216)->(0,628,390,216)".
    @MainActor
    final class NotificationLog {
        var entries: [String] = []
        var infos: [[AnyHashable: Any]] = []
        private var observers: [NSObjectProtocol] = []

        init() {
            let names: [(Notification.Name, String)] = [
                (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
                (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
                (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
                (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            ]
            for (name, label) in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    nonisolated(unsafe) let info = note.userInfo ?? [:]
                    MainActor.assumeIsolated { self.record(label, info) }
                })
            }
        }

        private func record(_ label: String, _ info: [AnyHashable: Any]) {
            // As Apple's sample code reads them.
            let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
            entries.append("\(label) \(Self.describe(begin))->\(Self.describe(end))")
            infos.append(info)
        }

        /// Stops listening (the observers hold the log).
        func stop() {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
            observers = []
        }

        nonisolated static func describe(_ rect: CGRect) -> String {
            "(\(Int(rect.minX)),\(Int(rect.minY)),\(Int(rect.width)),\(Int(rect.height)))"
        }
    }

    @Test func showingAndHidingPostTheNotificationsInIOSOrder() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        let log = NotificationLog()
        defer { log.stop() }
        #expect(field.becomeFirstResponder())
        runtime.stepFrames(1)
        let up = "(0,844,390,216)->(0,628,390,216)"
        #expect(log.entries == ["willChangeFrame \(up)", "willShow \(up)"])
        runtime.stepFrames(20)
        #expect(log.entries == ["willChangeFrame \(up)", "willShow \(up)", "didChangeFrame \(up)", "didShow \(up)"])
        let info = try #require(log.infos.first)
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect(KeyboardScene.presenter.window?.frame == CGRect(x: 0, y: 628, width: 390, height: 216))

        log.entries = []
        field.resignFirstResponder()
        runtime.stepFrames(1)
        let down = "(0,628,390,216)->(0,844,390,216)"
        #expect(log.entries == ["willChangeFrame \(down)", "willHide \(down)"])
        #expect(KeyboardScene.presenter.window?.isHidden == false, "the keyboard slides out before its window goes")
        runtime.stepFrames(20)
        #expect(log.entries == ["willChangeFrame \(down)", "willHide \(down)", "didChangeFrame \(down)", "didHide \(down)"])
        #expect(KeyboardScene.presenter.window?.isHidden == true)
    }

    /// A kiosk's keyboard hides for hours: what it showed last (a page of emoji is a hundred
    /// keys, each a layer with a backing store) goes with it, and it shows again as new
    /// (issue 29: the soak's hidden keyboard kept 0.72 MB).
    @Test func aHiddenKeyboardLetsItsKeysGoAndShowsThemAgain() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        KeyboardScene.tap(.emoji, runtime)
        let keyboard = try #require(KeyboardScene.presenter.keyboardView)
        #expect(keyboard.page.isEmoji)
        final class WeakBox { weak var layer: CALayer? }
        let boxes = KeyboardScene.keys.map { keyView in
            let box = WeakBox()
            box.layer = keyView.layer
            return box
        }
        #expect(boxes.count > 30)
        #expect(boxes.allSatisfy { $0.layer?.hasBackingStore == true })

        field.resignFirstResponder()
        runtime.stepFrames(30)
        RunLoop.main.run(until: Date())
        #expect(KeyboardScene.presenter.window?.isHidden == true)
        #expect(KeyboardScene.keys.isEmpty)
        #expect(keyboard.subviews.isEmpty)
        #expect(boxes.allSatisfy { $0.layer == nil })

        KeyboardScene.show(field, runtime)
        #expect(KeyboardScene.presenter.keyboardView === keyboard)
        #expect(keyboard.page == .letters)
        #expect(KeyboardScene.keys.count > 30)
        field.text = ""
        KeyboardScene.tap(.character("q"), runtime)
        #expect(field.text == "Q")
    }

    /// The soak's cache warm-up (issue 29) shows every page and reports the emoji drawn.
    @Test func visitingEveryPageDrawsEachEmojiCategoryAndComesBack() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        #expect(KeyboardPages.visitAll { runtime.stepFrames(2) } == nil, "no keyboard shown")
        KeyboardScene.show(field, runtime)
        var pages: [KeyboardPage] = []
        let emoji = try #require(KeyboardPages.visitAll {
            pages.append(KeyboardScene.presenter.keyboardView!.page)
            runtime.stepFrames(2)
        })
        #expect(pages == [.letters, .letters, .numbers, .symbols, .numberPad, .decimalPad, .phonePad, .phoneSymbols]
            + EmojiCatalog.categories.indices.map { .emoji(category: $0) } + [.letters])
        // A 390-point phone shows 9 columns of 4 rows of 37-point cells of each category, at 27 points.
        #expect(emoji.count == EmojiCatalog.categories.map { min($0.emoji.count, 36) }.reduce(0, +))
        #expect(emoji.contains("😀 27"), "\(emoji.sorted().prefix(3))")
        #expect(KeyboardScene.presenter.keyboardView?.page == .letters)
    }

    @Test func theKeyboardSlidesUpOverAQuarterSecond() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        #expect(field.becomeFirstResponder())
        runtime.stepFrames(1)
        let window = try #require(KeyboardScene.presenter.window)
        runtime.stepFrames(7)
        let midway = try #require(window.layer.presentation()).frame.minY
        #expect(midway > 628 && midway < 844, "midway at \(midway)")
        runtime.stepFrames(10)
        #expect(try #require(window.layer.presentation()).frame.minY == 628)
    }

    @Test func movingBetweenFieldsKeepsTheKeyboardAndPostsWillShowAgain() throws {
        let (runtime, window, field) = try KeyboardScene.make()
        let other = TypingView(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        other.keyboardType = .numberPad
        window.addSubview(other)
        KeyboardScene.show(field, runtime)
        let log = NotificationLog()
        defer { log.stop() }
        #expect(other.becomeFirstResponder())
        runtime.stepFrames(20)
        let same = "(0,628,390,216)->(0,628,390,216)"
        #expect(log.entries == ["willChangeFrame \(same)", "willShow \(same)", "didChangeFrame \(same)", "didShow \(same)"])
        #expect(KeyboardScene.presenter.keyboardView?.page == .numberPad)
    }

    @Test func theKeyboardLayoutGuideFollowsTheKeyboard() throws {
        let (runtime, window, field) = try KeyboardScene.make()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
        ])
        runtime.stepFrames(1)
        #expect(bar.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
        #expect(field.becomeFirstResponder())
        runtime.stepFrames(4)
        // The bar moves with the keyboard: on screen between, its model already at the end.
        #expect(bar.frame.maxY == 628)
        let shown = try #require(bar.layer.presentation()).frame.maxY
        #expect(shown > 628 && shown < 844)
        runtime.stepFrames(20)
        #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 628, width: 390, height: 216))
        #expect(try #require(bar.layer.presentation()).frame.maxY == 628)
        field.resignFirstResponder()
        runtime.stepFrames(25)
        #expect(bar.frame.maxY == 844)
        #expect(window.keyboardLayoutGuide.layoutFrame.height == 0)
    }

    @Test func aHardwareKeyboardMeansNoOnScreenKeyboard() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        let keyboard = InputDeviceInfo(id: 9, name: "USB Keyboard", capabilities: .keyboard)
        runtime.inject(InputEvent(.deviceAdded(keyboard), device: 9, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(1)
        let log = NotificationLog()
        defer { log.stop() }
        #expect(field.becomeFirstResponder())
        runtime.stepFrames(20)
        #expect(log.entries.isEmpty)
        #expect(KeyboardScene.presenter.window?.isHidden ?? true)
        // Unplugged, the keyboard comes up for the field being edited.
        runtime.inject(InputEvent(.deviceRemoved(keyboard), device: 9, timestamp: runtime.inputTimestamp))
        runtime.stepFrames(20)
        #expect(log.entries.count == 4)
        #expect(KeyboardScene.presenter.window?.isHidden == false)
    }

    /// A keyboard announced in the same frame as the first responder (libinput's devices
    /// come at launch, when an app makes its first text view first responder): no
    /// on-screen keyboard, not even one that slides in and out. Found by the window test
    /// comparing against a headless run, which showed it half gone in some runs.
    @Test func aKeyboardAnnouncedButNotYetDeliveredCountsToo() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        let keyboard = InputDeviceInfo(id: 9, name: "USB Keyboard", capabilities: .keyboard)
        runtime.inject(InputEvent(.deviceAdded(keyboard), device: 9, timestamp: runtime.inputTimestamp))
        let log = NotificationLog()
        defer { log.stop() }
        #expect(field.becomeFirstResponder())
        runtime.stepFrames(20)
        #expect(log.entries.isEmpty)
        #expect(KeyboardScene.presenter.window?.isHidden ?? true)
    }

    @Test func theSettingForcesTheKeyboardOnOrOff() throws {
        let (runtime, _, field) = try KeyboardScene.make(settings: KeyboardSettings(mode: .never))
        KeyboardScene.show(field, runtime)
        #expect(KeyboardScene.presenter.window?.isHidden ?? true)
        field.resignFirstResponder()
        KeyboardScene.presenter.settings = KeyboardSettings(mode: .always)
        let keyboard = InputDeviceInfo(id: 9, name: "USB Keyboard", capabilities: .keyboard)
        runtime.inject(InputEvent(.deviceAdded(keyboard), device: 9, timestamp: runtime.inputTimestamp))
        KeyboardScene.show(field, runtime)
        #expect(KeyboardScene.presenter.window?.isHidden == false)
    }

    @Test func anInputViewReplacesTheKeyboardWithItsAccessoryAbove() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 180))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.customInputView = picker
        field.customAccessoryView = accessory
        let log = NotificationLog()
        defer { log.stop() }
        KeyboardScene.show(field, runtime)
        #expect(log.entries.last == "didShow (0,844,390,224)->(0,620,390,224)")
        #expect(picker.window === KeyboardScene.presenter.window && accessory.window === picker.window)
        #expect(accessory.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(picker.frame == CGRect(x: 0, y: 44, width: 390, height: 180))
        // reloadInputViews reads them again.
        field.customInputView = nil
        log.entries = []
        field.reloadInputViews()
        runtime.stepFrames(20)
        #expect(log.entries.last == "didShow (0,620,390,224)->(0,584,390,260)")
        #expect(picker.superview == nil)
        #expect(KeyboardScene.presenter.keyboardView?.window != nil)
    }

    /// A text field's `inputView` and `inputAccessoryView` are settable (a PIN pad in place of
    /// the keyboard: https://developer.apple.com/documentation/uikit/uitextfield/inputview);
    /// a `UIInputView` of the `.keyboard` style has the keyboard's background, light or dark.
    @Test func aTextFieldTakesAKeypadAsItsInputView() throws {
        let (runtime, window, _) = try KeyboardScene.make()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        window.addSubview(field)
        #expect(field.inputView == nil && field.inputAccessoryView == nil)
        let keypad = UIInputView(frame: CGRect(x: 0, y: 0, width: 390, height: 216), inputViewStyle: .keyboard)
        #expect(keypad.inputViewStyle == .keyboard && !keypad.allowsSelfSizing)
        #expect(keypad.backgroundColor == KeyboardPalette.light.board)
        #expect(UIInputView(frame: .zero, inputViewStyle: .default).backgroundColor == nil)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        field.inputView = keypad
        field.inputAccessoryView = bar
        #expect(field.becomeFirstResponder())
        runtime.stepFrames(40)
        #expect(keypad.window === KeyboardScene.presenter.window && bar.window === keypad.window)
        #expect(keypad.frame == CGRect(x: 0, y: 44, width: 390, height: 216))
        #expect(KeyboardScene.presenter.keyboardView?.window == nil)
        keypad.overrideUserInterfaceStyle = .dark
        #expect(keypad.backgroundColor == KeyboardPalette.dark.board)
        // The system keyboard again once the field's input view is taken back and reloaded.
        field.inputView = nil
        field.reloadInputViews()
        runtime.stepFrames(20)
        #expect(keypad.superview == nil && KeyboardScene.presenter.keyboardView?.window != nil)
    }

    @Test func touchesOutsideTheKeyboardReachTheApp() throws {
        let (runtime, window, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        let log = EventLog()
        let target = TouchRecordingView("app", frame: CGRect(x: 0, y: 300, width: 390, height: 100), log: log)
        window.addSubview(target)
        runtime.tap(at: CGPoint(x: 100, y: 350))
        runtime.stepFrames(1)
        #expect(log.entries == ["app began 1", "app ended 1"])
    }

    @Test func turningTheScreenLaysTheKeyboardOutForItsNewWidth() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        let log = NotificationLog()
        defer { log.stop() }
        runtime.display.setRotation(.clockwise90)
        runtime.stepFrames(30)
        // A landscape phone: keys 32 points high, 159 points of keyboard.
        #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
        #expect(KeyboardScene.presenter.window?.frame == CGRect(x: 0, y: 231, width: 844, height: 159))
        #expect(log.entries.last == "didShow (0,628,390,216)->(0,231,844,159)")
        let q = try #require(KeyboardScene.keys.first { $0.key.kind == .character("q") })
        #expect(q.frame.height == 33 && q.frame.minX >= 50)
        field.autocapitalizationType = .none
        KeyboardScene.type("q", runtime)
        #expect(field.text == "Q", "shift was on for the empty field")
    }

    @Test func aFirstResponderLeavingItsWindowTakesTheKeyboardDown() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        KeyboardScene.show(field, runtime)
        field.removeFromSuperview()
        runtime.stepFrames(30)
        #expect(KeyboardScene.presenter.window?.isHidden == true)
    }

    @Test func aDarkKeyboardAppearanceDarkensTheKeyboardOnALightScreen() throws {
        let (runtime, _, field) = try KeyboardScene.make()
        field.keyboardAppearance = .dark
        KeyboardScene.show(field, runtime)
        #expect(KeyboardScene.presenter.keyboardView?.palette == .dark)
        field.resignFirstResponder()
        runtime.stepFrames(30)
        runtime.userInterfaceStyle = .dark
        field.keyboardAppearance = .default
        KeyboardScene.show(field, runtime)
        #expect(KeyboardScene.presenter.keyboardView?.palette == .dark, "the default appearance follows the screen")
    }

    @Test func userInfoFramesReadAsApplesCodeReadsThem() {
        let value = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: value]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }
}
