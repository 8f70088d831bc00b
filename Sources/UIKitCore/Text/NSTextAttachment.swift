import Foundation

/// An image inline in text, the value of `NSAttributedString.Key.attachment` on the
/// attachment character (U+FFFC, `NSAttributedString(attachment:)`).
///
/// As TextKit draws it (Apple's "NSTextAttachment" and "bounds" documentation): `bounds`
/// has its origin at the glyph's place on the baseline, y up, so a negative `origin.y`
/// lowers the image below the baseline; the attachment advances the line by its width and
/// a tall one makes its line taller. `.zero` bounds take the image's size. A template image
/// (symbol images, `.alwaysTemplate`) is filled with the text's foreground colour.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The character an attachment stands on: U+FFFC, OBJECT REPLACEMENT CHARACTER.
    public static let character = 0xFFFC

    /// The image drawn; when nil, the image `contents` decodes to (PNG or JPEG).
    open var image: UIImage?
    /// Where the image is drawn, from its glyph's place on the baseline (y up).
    /// Default `.zero`: the image's size, standing on the baseline.
    open var bounds: CGRect = .zero
    /// The file's data, for attachments made from data.
    open var contents: Data? {
        didSet { decoded = nil }
    }
    /// The data's type identifier, such as "public.png"; nil when not known.
    open var fileType: String?
    /// `contents` decoded, once (nil: not yet; `.some(nil)`: not an image).
    private var decoded: UIImage??

    /// An attachment of `contentData` (an image's PNG or JPEG data) of type `uti` (nil: not known).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An empty attachment: it takes no space until given an image or bounds.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// An attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The image text draws: `image`, else `contents` decoded (a corrupt file logs once,
    /// as `UIImage(data:)` does, and draws nothing).
    var shownImage: UIImage? {
        if let image { return image }
        guard let contents else { return nil }
        if let decoded { return decoded }
        let image = UIImage(data: contents)
        decoded = .some(image)
        return image
    }

    /// The bounds text lays out: `bounds`, or with a zero size the image's size at its origin.
    var layoutBounds: CGRect {
        guard bounds.size == .zero else { return bounds }
        return CGRect(origin: bounds.origin, size: shownImage?.size ?? .zero)
    }

    /// The attachment as text layout draws it in a run whose text colour is `foreground`:
    /// templates take that colour, an image given a tint keeps it.
    func textAttachment(foreground: CGColor) -> TextLayout.Attachment {
        let image = shownImage
        let tint = image?.tintColor?.cgColor ?? (image?.isTemplate() == true ? foreground : nil)
        var attachment = TextLayout.Attachment(bounds: layoutBounds, image: image?.cgImage, tint: tint)
        if let image, image.isSymbolImage || image.vector != nil {
            attachment.redrawn = { device in image.pixels(forDeviceSize: device) }
        }
        return attachment
    }
}
