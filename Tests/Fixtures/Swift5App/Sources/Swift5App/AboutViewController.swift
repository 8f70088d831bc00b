import UIKit

// Inline images and links, as iOS apps write them: an icon in a label, a symbol in the
// text's colour, a link in a text view whose taps the delegate decides (iOS 10 and 17).
class AboutViewController: UIViewController, UITextViewDelegate {
    private let label = UILabel()
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let icon = NSTextAttachment()
        icon.image = UIImage(systemName: "heart.fill")
        icon.bounds = CGRect(x: 0, y: -3, width: 17, height: 16)
        let credit = NSMutableAttributedString(string: "Made with ")
        credit.append(NSAttributedString(attachment: icon))
        credit.append(NSAttributedString(attachment: NSTextAttachment(image: UIImage(systemName: "star")!),
                                         attributes: [.foregroundColor: UIColor.systemYellow]))
        label.attributedText = credit
        if let data = UIImage(systemName: "bolt")?.pngData() {
            _ = NSTextAttachment(data: data, ofType: "public.png")
        }

        let text = NSMutableAttributedString(string: "Read our terms.", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
        text.addAttribute(.link, value: URL(string: "https://example.com/terms")!, range: NSRange(location: 9, length: 5))
        textView.attributedText = text
        textView.isEditable = false
        textView.linkTextAttributes = [.foregroundColor: UIColor.systemPurple, .underlineStyle: NSUnderlineStyle.single.rawValue]
        textView.delegate = self
        view.addSubview(label)
        view.addSubview(textView)
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        URL.host == "example.com" && interaction == .invokeDefaultAction
    }

    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        if case .link(let url) = textItem.content, url.scheme == "https" { return defaultAction }
        return nil
    }
}
