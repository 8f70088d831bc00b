import Foundation

/// A link, attachment or tagged range the user interacts with in a text view (iOS 17),
/// handed to `UITextViewDelegate.textView(_:primaryActionFor:defaultAction:)`.
@preconcurrency @MainActor
open class UITextItem: NSObject {
    /// What the item is, with its value.
    public enum Content {
        case link(URL)
        case textAttachment(NSTextAttachment)
        case tag(String)
    }

    /// The item's content type and value.
    public let content: Content
    /// The item's characters in the text view's text (UTF-16 offsets).
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }
}
