import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// UIEditMenuInteraction and the text controls' edit-menu delegate methods, driven through
/// the headless runtime with real taps: the delegate's menu and target rectangle, the
/// calls in the order Apple documents (menu, target, will present; will dismiss when it
/// goes), a tap on an action, a touch elsewhere closing the menu, a nil menu showing none.
@Suite(.serialized)
@MainActor
struct UIEditMenuInteractionTests {
    final class Recorder: NSObject, UIEditMenuInteractionDelegate {
        var log: [String] = []
        var menu: (([UIMenuElement]) -> UIMenu?)?
        var target = CGRect.null

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                 suggestedActions: [UIMenuElement]) -> UIMenu? {
            log.append("menuFor \(configuration.identifier as? NSString ?? "?")")
            return menu.map { $0(suggestedActions) } ?? UIMenu(children: suggestedActions)
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
            log.append("targetRect")
            return target
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                 animator: any UIEditMenuInteractionAnimating) {
            log.append("willPresent")
            animator.addAnimations { self.log.append("present animations") }
            animator.addCompletion { self.log.append("present completion") }
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                 animator: any UIEditMenuInteractionAnimating) {
            log.append("willDismiss")
        }
    }

    private func makeScene() throws -> (VitrineRuntime, UIWindow, UIView) {
        let display = HeadlessDisplay(pixelWidth: 320, pixelHeight: 240, scale: 1, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        runtime.stepFrames(1)
        return (runtime, window, view)
    }

    private func menuView(in window: UIWindow) -> EditMenuView? { window.subviews.last as? EditMenuView }

    private func button(_ title: String, in window: UIWindow) throws -> UIButton {
        let menu = try #require(menuView(in: window))
        return try #require(menu.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title })
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The delegate's menu shows above its target rectangle; its calls come in Apple's
    /// order; a tap on an action closes the menu (will dismiss) and runs the action.
    @Test func theDelegatesMenuShowsAboveItsTargetAndAnActionRunsOnce() throws {
        let (runtime, window, view) = try makeScene()
        let recorder = Recorder()
        var ran: [String] = []
        recorder.menu = { _ in
            UIMenu(children: [
                UIAction(title: "Duplicate") { _ in ran.append("Duplicate") },
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Delete", attributes: .destructive) { _ in ran.append("Delete") },
                    UIAction(title: "Hidden", attributes: .hidden) { _ in ran.append("Hidden") },
                ]),
            ])
        }
        recorder.target = CGRect(x: 100, y: 40, width: 60, height: 20)
        let interaction = UIEditMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)

        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "cell" as NSString, sourcePoint: CGPoint(x: 10, y: 10)))
        runtime.stepFrames(1)
        #expect(recorder.log == ["menuFor cell", "targetRect", "willPresent", "present animations", "present completion"])
        #expect(UIMenuController.shared.isMenuVisible)
        let menu = try #require(menuView(in: window))
        let titles = menu.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
        #expect(titles == ["Duplicate", "Delete"], "inline submenus open in place, hidden actions stay out")
        #expect(menu.frame.maxY <= 140 && menu.frame.maxY >= 130, "8 points above the target's top (window y 140)")
        #expect(abs(menu.frame.midX - 150) < 0.5, "centred on the target")
        #expect(try button("Delete", in: window).titleColor(for: .normal) == .systemRed)
        #expect(interaction.location(in: view) == CGPoint(x: 10, y: 10))

        runtime.tap(at: center(of: try button("Delete", in: window)))
        runtime.stepFrames(1)
        #expect(ran == ["Delete"])
        #expect(recorder.log.last == "willDismiss")
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(interaction.location(in: view) == .zero)
    }

    /// A touch outside the menu closes it, and the touch still reaches the view under it.
    @Test func aTouchElsewhereClosesTheMenuAndStillTaps() throws {
        let (runtime, window, view) = try makeScene()
        var tapped = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        window.addSubview(button)
        let recorder = Recorder()
        recorder.menu = { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) }
        let interaction = UIEditMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 140, y: 80))
        configuration.preferredArrowDirection = .up
        interaction.presentEditMenu(with: configuration)
        runtime.stepFrames(1)
        let menu = try #require(menuView(in: window))
        #expect(menu.frame.minY == 188, "below the source point with an upward arrow (window y 180 + 8)")

        runtime.tap(at: center(of: button))
        runtime.stepFrames(1)
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(recorder.log.last == "willDismiss")
        #expect(tapped == 1)
    }

    /// A nil menu shows nothing and tells nothing more; removing the interaction closes
    /// its menu; a menu moved with `updateVisibleMenuPosition` follows the new target.
    @Test func aNilMenuShowsNoneAndRemovingTheInteractionClosesIt() throws {
        let (runtime, window, view) = try makeScene()
        let recorder = Recorder()
        recorder.menu = { _ in nil }
        let interaction = UIEditMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "a" as NSString, sourcePoint: .zero))
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(recorder.log == ["menuFor a"])

        recorder.menu = { _ in UIMenu(children: [UIAction(title: "Pin") { _ in }]) }
        recorder.target = CGRect(x: 0, y: 50, width: 40, height: 10)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "b" as NSString, sourcePoint: .zero))
        runtime.stepFrames(1)
        let before = try #require(menuView(in: window)).frame
        recorder.target = CGRect(x: 200, y: 60, width: 40, height: 10)
        interaction.updateVisibleMenuPosition(animated: false)
        let after = try #require(menuView(in: window)).frame
        #expect(after.midX > before.midX && after.minY == before.minY + 10)

        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && interaction.view == nil)
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(recorder.log.last == "willDismiss")
    }

    final class FieldRecorder: NSObject, UITextFieldDelegate {
        var log: [String] = []
        func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                       suggestedActions: [UIMenuElement]) -> UIMenu? {
            log.append("menu \(range.location),\(range.length): " + suggestedActions.map(\.title).joined(separator: ", "))
            return UIMenu(children: suggestedActions + [UIAction(title: "Look Up") { _ in self.log.append("look up") }])
        }
        func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
            log.append("willPresent")
        }
        func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
            log.append("willDismiss")
        }
    }

    /// A text field's long press asks its delegate for the menu with the word's range and
    /// the suggested actions, and shows what it returns, paged when it is too wide.
    /// Screenshot of the second page at scale 1, tolerance 2 levels per channel.
    @Test func aTextFieldsDelegateAddsToTheEditMenu() throws {
        let (runtime, window, _) = try makeScene()
        runtime.inject(InputEvent(.deviceAdded(InputDeviceInfo(id: 99, name: "keyboard", capabilities: .keyboard)),
                                  device: 99, timestamp: runtime.inputTimestamp))
        let field = UITextField(frame: CGRect(x: 20, y: 60, width: 280, height: 34))
        field.text = "Hello world"
        let recorder = FieldRecorder()
        field.delegate = recorder
        window.addSubview(field)
        field.becomeFirstResponder()
        UIPasteboard.general.string = "x"
        runtime.stepFrames(1)
        runtime.touchDown(at: field.convert(CGPoint(x: 80, y: 17), to: nil))
        runtime.stepFrames(35)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(recorder.log == ["menu 6,5: Cut, Copy, Paste, Select All", "willPresent"])
        // Five actions do not fit 320 points: the last ones wait behind a chevron, as on iOS.
        let menu = try #require(menuView(in: window))
        #expect(menu.frame.minX >= 8 && menu.frame.maxX <= 312)
        #expect(try button("Look Up", in: window).isHidden)
        let chevron = try #require(menu.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
            .max { $0.frame.minX < $1.frame.minX })
        #expect(chevron.title(for: .normal) == nil)
        runtime.tap(at: center(of: chevron))
        runtime.stepFrames(1)
        #expect(try !button("Look Up", in: window).isHidden && button("Cut", in: window).isHidden)
        expectMatchesReference(runtime.renderScreen()!, named: "edit-menu-second-page")
        #expect(menu.frame.minX >= 8 && menu.frame.maxX <= 312)
        runtime.tap(at: center(of: try button("Look Up", in: window)))
        runtime.stepFrames(1)
        #expect(recorder.log.suffix(2) == ["willDismiss", "look up"])
        #expect(!UIMenuController.shared.isMenuVisible)
    }
}
