import Testing
@testable import UIKitCore

/// A view that implements Copy itself.
@MainActor
final class CopyingView: UIView {
    var copied = 0
    var selected = 0
    override func copy(_ sender: Any?) { copied += 1 }
    override func select(_ sender: Any?) { selected += 1 }
}

/// A text field that never offers Paste, as iOS apps hide it.
@MainActor
final class NoPasteField: UITextField {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("paste:") { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// UIResponder's action validation. Apple: UIResponder `canPerformAction(_:withSender:)`
/// ("returns true if the responder class implements the requested action"),
/// `target(forAction:withSender:)` ("If the object can invoke the action, it returns
/// itself, otherwise it passes the request up the responder chain"),
/// UIResponderStandardEditActions.
@MainActor
struct UIResponderActionTests {
    @Test func aResponderCanPerformTheMethodsItHas() {
        let chain = ChainView(frame: .zero)
        #expect(chain.canPerformAction(Selector("refresh", ChainView.refresh), withSender: nil))
        #expect(!UIView().canPerformAction(Selector("refresh", ChainView.refresh), withSender: nil))
        #expect(!chain.canPerformAction(Selector("neverDefinedAnywhere:"), withSender: nil))
    }

    @Test func targetForActionWalksUpTheChain() {
        let chain = ChainView(frame: .zero), child = UIView(), grandchild = UIView()
        chain.addSubview(child)
        child.addSubview(grandchild)
        let found = grandchild.target(forAction: Selector("refresh", ChainView.refresh), withSender: nil)
        #expect((found as AnyObject?) === chain)
        #expect(UIView().target(forAction: Selector("refresh", ChainView.refresh), withSender: nil) == nil)
    }

    @Test func onlyASubclassImplementingAStandardEditActionCanPerformIt() {
        #expect(!UIView().canPerformAction(Selector("copy:"), withSender: nil), "UIResponder itself has no copy:")
        #expect(!UIView().canPerformAction(Selector("copy:"), withSender: nil))
        let copying = CopyingView()
        #expect(copying.canPerformAction(Selector("copy:", CopyingView.copy(_:)), withSender: nil))
        copying.perform(Selector("copy:"), with: nil)
        #expect(copying.copied == 1, "a name-only selector reaches the override")
        // The others of iOS's standard edit actions likewise (Apple's sample "Navigating an
        // app's user interface using a keyboard" overrides select(_:)).
        for name in ["select:", "delete:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:"] {
            #expect(!UIView().canPerformAction(Selector(name), withSender: nil), "\(name)")
        }
        #expect(copying.canPerformAction(Selector("select:", CopyingView.select(_:)), withSender: nil))
        copying.perform(Selector("select:"), with: nil)
        #expect(copying.selected == 1)
    }

    @Test func aTextFieldAnswersForItsSelectionAndTheEditMenuAsksIt() throws {
        let (_, window, _) = try Events.makeScene(width: 300, height: 150)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let noPaste = NoPasteField(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
        window.addSubview(field)
        window.addSubview(noPaste)
        UIPasteboard.general.string = "clip"
        field.text = "hello"
        noPaste.text = "hello"
        #expect(field.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(!field.canPerformAction(Selector("copy:"), withSender: nil), "nothing selected")
        #expect(field.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(UIMenuController.standardEditActions(for: field).map(\.title) == ["Paste", "Select All"])
        #expect(UIMenuController.standardEditActions(for: noPaste).map(\.title) == ["Select All"])
        #expect(field.becomeFirstResponder())
        field.selectAll(nil)
        #expect(UIMenuController.standardEditActions(for: field).map(\.title) == ["Cut", "Copy", "Paste"])
        field.isSecureTextEntry = true
        #expect(UIMenuController.standardEditActions(for: field).map(\.title) == ["Paste"], "no Cut or Copy of secure text")
        field.resignFirstResponder()
    }
}
