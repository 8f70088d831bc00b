import Foundation

/// The attributes of edited text, as runs of UTF-16 lengths kept beside its plain string.
/// Text fields and text views edit these rather than an `NSMutableAttributedString`,
/// whose attributes swift-corelibs-foundation never frees (#5256), and make an attributed
/// string only when the app asks for one.
struct AttributedRuns {
    typealias Attributes = [NSAttributedString.Key: Any]

    struct Run {
        var length: Int
        var attributes: Attributes
    }

    private(set) var runs: [Run]

    init(_ attributed: NSAttributedString) {
        var runs: [Run] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            runs.append(Run(length: range.length, attributes: attributes))
        }
        self.runs = runs
    }

    /// The total length, in UTF-16 units.
    var length: Int { runs.reduce(0) { $0 + $1.length } }

    /// The attributes text typed at `offset` takes: those of the character before it (of
    /// the first character at the start), as UIKit's typing attributes.
    func attributes(at offset: Int) -> Attributes {
        var end = 0
        for run in runs {
            end += run.length
            if offset <= end, run.length > 0 { return run.attributes }
        }
        return runs.last?.attributes ?? [:]
    }

    /// Replaces `range` (clamped to the text) with `length` units, which take the
    /// attributes of the character before the range (of its first character at the
    /// start): that run grows, so typing makes no new runs.
    mutating func replace(_ range: NSRange, length: Int) {
        let total = self.length
        let start = min(max(range.location, 0), total)
        let end = min(max(range.location + range.length, start), total)
        let source = start > 0 ? start - 1 : 0
        var growing: Int?
        var runStart = 0
        for index in runs.indices {
            let runEnd = runStart + runs[index].length
            if growing == nil, source < runEnd { growing = index }
            runs[index].length -= max(0, min(runEnd, end) - max(runStart, start))
            runStart = runEnd
        }
        if let growing {
            runs[growing].length += length
        } else if length > 0 {
            runs.append(Run(length: length, attributes: [:]))
        }
        runs.removeAll { $0.length == 0 }
    }

    /// The link on the character at `offset` (a `URL`, or a `String` that makes one) and the
    /// range of the characters around it that carry the same link.
    func link(at offset: Int) -> (url: URL, range: NSRange)? {
        var start = 0
        var found: Int?
        for (index, run) in runs.enumerated() {
            if offset >= start, offset < start + run.length {
                found = index
                break
            }
            start += run.length
        }
        guard let index = found, let url = Self.url(runs[index].attributes[.link]) else { return nil }
        var first = index, last = index
        while first > 0, Self.url(runs[first - 1].attributes[.link]) == url {
            first -= 1
            start -= runs[first].length
        }
        while last + 1 < runs.count, Self.url(runs[last + 1].attributes[.link]) == url { last += 1 }
        return (url, NSRange(location: start, length: runs[first...last].reduce(0) { $0 + $1.length }))
    }

    /// A `.link` value as a URL.
    private static func url(_ value: Any?) -> URL? {
        switch value {
        case let url as URL: url
        case let url as NSURL: url as URL
        case let string as String: URL(string: string)
        default: nil
        }
    }

    /// `text` with these attributes, for the app.
    func attributedString(_ text: String) -> NSAttributedString {
        let string = NSMutableAttributedString(string: text)
        var position = 0
        for run in runs where position + run.length <= string.length {
            string.setAttributes(run.attributes, range: NSRange(location: position, length: run.length))
            position += run.length
        }
        return string
    }

    /// `text`'s runs for drawing and caret layout; attributes without a font or colour
    /// take `defaultFont` and `defaultColor`; runs with a `.link` take `linkAttributes` over theirs.
    func styled(_ text: String, defaultFont: UIFont, defaultColor: CGColor,
                linkAttributes: Attributes? = nil) -> TextDrawing.StyledText {
        let utf16 = text.utf16
        var runs: [TextLayout.Run] = []
        var paragraphStyle: NSParagraphStyle?
        var index = utf16.startIndex
        func piece(to end: String.UTF16View.Index) -> String {
            // Repaired (U+FFFD) only if the app's attributes split a surrogate pair.
            String(utf16[index..<end]) ?? String(decoding: Array(utf16[index..<end]), as: UTF16.self)
        }
        for run in self.runs where index < utf16.endIndex {
            let end = utf16.index(index, offsetBy: run.length, limitedBy: utf16.endIndex) ?? utf16.endIndex
            runs.append(TextDrawing.run(piece(to: end), TextDrawing.linked(run.attributes, linkAttributes),
                                        defaultFont: defaultFont, defaultColor: defaultColor))
            if paragraphStyle == nil { paragraphStyle = run.attributes[.paragraphStyle] as? NSParagraphStyle }
            index = end
        }
        if index < utf16.endIndex {
            runs.append(TextDrawing.run(piece(to: utf16.endIndex), [:], defaultFont: defaultFont, defaultColor: defaultColor))
        }
        return TextDrawing.StyledText(runs: runs, paragraphStyle: paragraphStyle ?? .default)
    }
}
