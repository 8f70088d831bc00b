import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// Links in a text view (Apple's "linkTextAttributes": links drawn with them, by default
/// "blue text with a single underline", blue being the view's tint; "textView(_:shouldInteractWith:in:interaction:)"
/// and iOS 17's "textView(_:primaryActionFor:defaultAction:)": a tap on a link of a
/// selectable, non-editable text view asks the delegate, then opens the URL).
@Suite(.serialized)
@MainActor
struct UITextViewLinkTests {
    final class OldDelegate: NSObject, UITextViewDelegate {
        var asked: [(URL, NSRange, UITextItemInteraction)] = []
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            asked.append((URL, characterRange, interaction))
            return false
        }
    }

    final class NewDelegate: NSObject, UITextViewDelegate {
        var items: [UITextItem] = []
        var ran = 0
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            items.append(textItem)
            return UIAction { [weak self] _ in self?.ran += 1 }
        }
    }

    private let url = URL(string: "https://example.com/terms")!
    private let font = UIFont.systemFont(ofSize: 17)

    /// A non-editable text view at (20, 20) showing "Read the terms now" with "terms" (9..<14) linked.
    private func makeTextView() throws -> (VitrineRuntime, UITextView) {
        let display = HeadlessDisplay(pixelWidth: 320, pixelHeight: 200, scale: 1, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 280, height: 120))
        textView.isEditable = false
        let text = NSMutableAttributedString(string: "Read the terms now", attributes: [.font: font, .foregroundColor: UIColor.black])
        text.addAttribute(.link, value: url, range: NSRange(location: 9, length: 5))
        textView.attributedText = text
        window.addSubview(textView)
        runtime.stepFrames(1)
        return (runtime, textView)
    }

    /// The middle of "terms" in window coordinates: inset 8 on top, 5 points of line padding.
    private func linkPoint() -> CGPoint {
        let before = ("Read the " as NSString).size(withAttributes: [.font: font]).width
        let word = ("terms" as NSString).size(withAttributes: [.font: font]).width
        return CGPoint(x: 20 + 5 + before + word / 2, y: 20 + 8 + font.lineHeight / 2)
    }

    @Test func aTapOnALinkAsksTheDelegateWithTheURLAndRange() throws {
        let (runtime, textView) = try makeTextView()
        let delegate = OldDelegate()
        textView.delegate = delegate
        runtime.tap(at: linkPoint())
        runtime.stepFrames(1)
        try #require(delegate.asked.count == 1)
        #expect(delegate.asked[0].0 == url)
        #expect(delegate.asked[0].1 == NSRange(location: 9, length: 5))
        #expect(delegate.asked[0].2 == .invokeDefaultAction)
        // Off the link ("Read"): nothing asked, and the view does not start editing.
        runtime.tap(at: CGPoint(x: 30, y: linkPoint().y))
        runtime.stepFrames(1)
        #expect(delegate.asked.count == 1 && !textView.isEditing)
    }

    @Test func iOS17sPrimaryActionReplacesTheDefault() throws {
        let (runtime, textView) = try makeTextView()
        let delegate = NewDelegate()
        textView.delegate = delegate
        runtime.tap(at: linkPoint())
        runtime.stepFrames(1)
        try #require(delegate.items.count == 1)
        guard case .link(let tapped) = delegate.items[0].content else {
            Issue.record("not a link item")
            return
        }
        #expect(tapped == url && delegate.items[0].range == NSRange(location: 9, length: 5))
        #expect(delegate.ran == 1)
    }

    @Test func anEditableOrUnselectableViewDoesNotFollowLinks() throws {
        let (runtime, textView) = try makeTextView()
        let delegate = OldDelegate()
        textView.delegate = delegate
        textView.isSelectable = false
        runtime.tap(at: linkPoint())
        runtime.stepFrames(1)
        textView.isSelectable = true
        textView.isEditable = true
        runtime.tap(at: linkPoint())
        runtime.stepFrames(1)
        #expect(delegate.asked.isEmpty)
        #expect(textView.isEditing)
    }

    @Test func withoutADelegateTheURLIsOpenedAndLogged() throws {
        let (runtime, _) = try makeTextView()
        let lines = capturingStandardError {
            runtime.tap(at: linkPoint())
            runtime.stepFrames(1)
        }
        #expect(lines.contains { $0.contains("open(https://example.com/terms)") }, "\(lines)")
    }

    @Test func linksAreDrawnWithTheLinkAttributesInTheTint() throws {
        let (runtime, textView) = try makeTextView()
        #expect(textView.linkTextAttributes[.foregroundColor] as? UIColor == textView.tintColor)
        #expect(textView.linkTextAttributes[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        /// Pixels of the text view's first line in mostly `channel` (0 blue, 1 green, 2 red).
        func tinted(_ channel: Int) throws -> Int {
            runtime.stepFrames(1)
            let screen = try #require(runtime.renderScreen())
            var count = 0
            for y in 28..<50 {
                for x in 20..<300 {
                    let p = screen.premultipliedARGB(x: x, y: y)
                    let rgb = [p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF]
                    if rgb[channel] > 0xA0, rgb.indices.allSatisfy({ $0 == channel || rgb[$0] < 0x80 }) { count += 1 }
                }
            }
            return count
        }
        // The link in the tint (blue), the rest in its own black.
        #expect(try tinted(0) > 30)
        #expect(try tinted(1) == 0)
        textView.tintColor = .systemGreen
        #expect(textView.linkTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        #expect(try tinted(1) > 30)
        textView.linkTextAttributes = [.foregroundColor: UIColor.systemRed]
        #expect(textView.linkTextAttributes.count == 1)
        #expect(try tinted(2) > 30 && tinted(1) == 0)
        textView.linkTextAttributes = nil
        #expect(textView.linkTextAttributes[.underlineStyle] != nil)
    }
}
