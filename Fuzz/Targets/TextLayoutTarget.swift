import Foundation
import UIKitCore

/// Attributed text made of runs with random attributes (fonts of any size, kerning,
/// baseline offsets, paragraph styles, underlines, attachments' odd characters), measured
/// with `boundingRect(with:options:context:)`, drawn, and shown in a label and a text view.
@MainActor
enum TextLayoutTarget {
    static func run(_ data: Data) -> [String] {
        var input = FuzzInput(data)
        let text = NSMutableAttributedString(string: "")
        var runs = 0
        while !input.isAtEnd, runs < 24 {
            runs += 1
            var attributes: [NSAttributedString.Key: Any] = [:]
            let flags = input.byte()
            if flags & 1 != 0 {
                let size = CGFloat(input.coordinate(80))
                attributes[.font] = flags & 0x40 != 0 ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
            }
            if flags & 2 != 0 { attributes[.kern] = input.coordinate(20) - 10 }
            if flags & 4 != 0 { attributes[.backgroundColor] = UIColor(white: input.unit(), alpha: input.unit()) }
            if flags & 8 != 0 {
                let style = NSMutableParagraphStyle()
                style.alignment = NSTextAlignment(rawValue: input.int(below: 5)) ?? .natural
                style.lineBreakMode = NSLineBreakMode(rawValue: input.int(below: 6)) ?? .byWordWrapping
                style.lineSpacing = CGFloat(input.coordinate(30))
                style.paragraphSpacing = CGFloat(input.coordinate(30))
                attributes[.paragraphStyle] = style
            }
            if flags & 16 != 0 { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue | Int(input.byte()) << 8 }
            if flags & 32 != 0 { attributes[.strikethroughStyle] = Int(input.byte()) }
            if flags & 0x80 != 0 {
                attributes[.foregroundColor] = UIColor(red: input.unit(), green: input.unit(), blue: input.unit(), alpha: input.unit())
            }
            text.append(NSAttributedString(string: input.string(limit: 40), attributes: attributes))
        }

        let width = CGFloat(input.coordinate(400))
        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
        let bounds = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: options, context: nil)
        var problems: [String] = []
        if bounds.width.isNaN || bounds.height.isNaN { problems.append("boundingRect is \(bounds)") }

        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
        _ = renderer.image { _ in
            text.draw(with: CGRect(x: 0, y: 0, width: width, height: 64), options: options, context: nil)
            text.draw(at: CGPoint(x: input.coordinate(10), y: input.coordinate(10)))
        }
        let label = UILabel()
        label.attributedText = text
        label.numberOfLines = input.int(below: 4)
        label.adjustsFontSizeToFitWidth = input.byte() & 1 == 0
        _ = label.sizeThatFits(CGSize(width: width, height: 200))
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        _ = UIGraphicsImageRenderer(size: label.bounds.size).image { context in label.layer.render(in: context.cgContext) }
        return problems
    }
}
