import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A storyboard or xib as read: its XML, every object by Interface Builder id, and the
/// images its `<resources>` say are system symbols. Holds the small conversions from
/// Interface Builder's attribute values to Swift that every generated object uses.
struct InterfaceDocument {
    enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case empty(String)
        var description: String {
            switch self {
            case .unreadable(let why): return "cannot read it: \(why)"
            case .empty(let what): return "it has no \(what)"
            }
        }
    }

    /// The file's name without extension ("Main").
    let name: String
    let root: XMLElement
    /// Elements with an `id`, by id.
    let elements: [String: XMLElement]
    /// Image names the document lists as system symbols (`<image name= catalog="system">`).
    let systemImages: Set<String>

    init(contentsOf url: URL, name: String) throws {
        let document: XMLDocument
        do {
            document = try XMLDocument(contentsOf: url, options: [])
        } catch {
            throw Failure.unreadable("\(error)")
        }
        guard let root = document.rootElement(), root.name == "document" else { throw Failure.unreadable("no <document>") }
        self.name = name
        self.root = root
        var elements: [String: XMLElement] = [:]
        var systemImages: Set<String> = []
        func visit(_ element: XMLElement) {
            if let id = element.attribute(forName: "id")?.stringValue { elements[id] = element }
            if element.name == "image", element.parent?.name == "resources",
               element.attribute(forName: "catalog")?.stringValue == "system",
               let image = element.attribute(forName: "name")?.stringValue {
                systemImages.insert(image)
            }
            for child in Self.children(of: element) { visit(child) }
        }
        visit(root)
        self.elements = elements
        self.systemImages = systemImages
    }

    var isStoryboard: Bool { root.attribute(forName: "type")?.stringValue?.hasSuffix("Storyboard.XIB") == true }

    // MARK: XML

    static func children(of element: XMLElement, named name: String? = nil) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.filter { name == nil || $0.name == name }
    }

    /// The child with `key="key"` (Interface Builder's way of naming a property).
    static func child(of element: XMLElement, key: String) -> XMLElement? {
        children(of: element).first { $0.attribute(forName: "key")?.stringValue == key }
    }

    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    // MARK: Values as Swift

    static func literal(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r") + "\""
    }

    /// An Interface Builder id as part of a Swift name ("RpE-7a-ugA" → "RpE_7a_ugA").
    static func identifier(_ id: String) -> String {
        String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// A colour as Interface Builder writes it, as Swift.
    static func colorExpression(_ color: XMLElement) -> String? {
        func number(_ name: String) -> String? { color.attribute(forName: name)?.stringValue }
        if let system = number("systemColor") {
            let base = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
            return "UIColor.\(base)"
        }
        if let named = number("name") { return "UIColor(named: \(literal(named)))" }
        if let cocoa = number("cocoaTouchSystemColor") {
            let known = ["darkTextColor": "UIColor.darkText", "groupTableViewBackgroundColor": "UIColor.systemGroupedBackground",
                         "tableCellGroupedBackgroundColor": "UIColor.secondarySystemGroupedBackground",
                         "whiteColor": "UIColor.white", "blackColor": "UIColor.black", "clearColor": "UIColor.clear",
                         "lightTextColor": "UIColor.lightText"]
            if number("red") == nil, number("white") == nil, let expression = known[cocoa] { return expression }
        }
        let alpha = number("alpha") ?? "1"
        if let white = number("white") { return "UIColor(white: \(white), alpha: \(alpha))" }
        guard let red = number("red"), let green = number("green"), let blue = number("blue") else { return nil }
        if number("customColorSpace") == "displayP3" {
            return "UIColor(displayP3Red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        }
        return "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    /// A `<fontDescription>` as Swift: system fonts by size and weight, text styles, named fonts.
    static func fontExpression(_ font: XMLElement) -> String? {
        let size = attribute("pointSize", of: font) ?? "17"
        if let style = attribute("style", of: font) {
            let styles = ["UICTFontTextStyleBody": "body", "UICTFontTextStyleHeadline": "headline",
                          "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
                          "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
                          "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1",
                          "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
                          "UICTFontTextStyleCallout": "callout"]
            if let textStyle = styles[style] { return "UIFont.preferredFont(forTextStyle: .\(textStyle))" }
        }
        switch attribute("type", of: font) {
        case "boldSystem": return "UIFont.boldSystemFont(ofSize: \(size))"
        case "italicSystem": return "UIFont.italicSystemFont(ofSize: \(size))"
        case "system":
            if let weight = attribute("weight", of: font) { return "UIFont.systemFont(ofSize: \(size), weight: .\(weight))" }
            return "UIFont.systemFont(ofSize: \(size))"
        default:
            if let name = attribute("name", of: font) {
                return "(UIFont(name: \(literal(name)), size: \(size)) ?? UIFont.systemFont(ofSize: \(size)))"
            }
            return nil
        }
    }

    /// An image by name: a system symbol when the document says so, else the app's.
    func imageExpression(_ name: String, system: Bool = false) -> String {
        system || systemImages.contains(name) ? "UIImage(systemName: \(Self.literal(name)))" : "UIImage(named: \(Self.literal(name)))"
    }

    /// An `<imageReference>`'s image, or the plain `image` attribute's.
    func imageExpression(of element: XMLElement, key: String) -> String? {
        if let reference = Self.child(of: element, key: key), reference.name == "imageReference",
           let image = Self.attribute("image", of: reference) {
            return imageExpression(image, system: Self.attribute("catalog", of: reference) == "system")
        }
        return Self.attribute(key, of: element).map { imageExpression($0) }
    }

    static func bool(_ value: String) -> String { value == "YES" ? "true" : "false" }

    /// A `<rect>`, `<size>`, `<inset>`/`<edgeInsets>` or `<point>` as Swift.
    static func geometry(_ element: XMLElement) -> String? {
        func number(_ name: String) -> String { attribute(name, of: element) ?? "0" }
        switch element.name {
        case "rect": return "CGRect(x: \(number("x")), y: \(number("y")), width: \(number("width")), height: \(number("height")))"
        case "size": return "CGSize(width: \(number("width")), height: \(number("height")))"
        case "point": return "CGPoint(x: \(number("x")), y: \(number("y")))"
        case "inset", "edgeInsets":
            if attribute("minX", of: element) != nil {
                return "UIEdgeInsets(top: \(number("minY")), left: \(number("minX")), bottom: \(number("maxY")), right: \(number("maxX")))"
            }
            return "UIEdgeInsets(top: \(number("top")), left: \(number("left")), bottom: \(number("bottom")), right: \(number("right")))"
        case "directionalEdgeInsets":
            return "NSDirectionalEdgeInsets(top: \(number("top")), leading: \(number("leading")), bottom: \(number("bottom")), trailing: \(number("trailing")))"
        default: return nil
        }
    }
}
