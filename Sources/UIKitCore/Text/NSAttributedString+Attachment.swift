import Foundation

extension NSAttributedString {
    /// One attachment character (U+FFFC) carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}",
                  attributes: [.attachment: attachment])
    }

    /// One attachment character with `attributes` as well (iOS 17).
    public convenience init(attachment: NSTextAttachment, attributes: [NSAttributedString.Key: Any]) {
        var all = attributes
        all[.attachment] = attachment
        self.init(string: "\u{FFFC}", attributes: all)
    }
}
