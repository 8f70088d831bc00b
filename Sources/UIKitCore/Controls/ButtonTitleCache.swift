import Foundation

/// The attributed strings that configuration buttons show, made once per distinct title
/// and shared. A button makes its title again at every state change (a press, a release, a
/// tint change) and a screen shown again makes new buttons; each `NSAttributedString` made
/// on Linux keeps its attributes forever (swift-corelibs-foundation#5256, issue 29), so a
/// kiosk pressing the same buttons for months would grow. Shared, it makes none after the
/// first. Bounded, as an app may show any number of titles.
@MainActor
enum ButtonTitleCache {
    private static var titles: [AttributedString: NSAttributedString] = [:]
    private static var filled: [FilledKey: FilledTitle] = [:]
    private static let limit = 256
    /// Titles kept now (the soak's census, issue 29).
    static var count: Int { titles.count + filled.count }

    /// An attributed title set by the app, filled with a font and colour where it has none.
    private struct FilledKey: Hashable {
        let source: ObjectIdentifier
        let font: UIFont
        let color: UIColor
    }

    /// `string` with its UIKit attributes (font, colours, kern).
    static func title(_ string: AttributedString) -> NSAttributedString {
        if let title = titles[string] { return title }
        let title = NSAttributedString(uiKitAttributesOf: string)
        if titles.count >= limit { titles.removeAll() }
        titles[string] = title
        return title
    }

    private struct FilledTitle {
        /// The app's string, kept alive so that no other string takes its identity.
        let source: NSAttributedString
        /// What it held when filled: the app may have set a mutable string and changed it since.
        let contents: NSAttributedString
        let title: NSAttributedString
    }

    /// `source` with `font` and `color` where its runs have none (`make`).
    static func title(filling source: NSAttributedString, font: UIFont, color: UIColor,
                      make: () -> NSAttributedString) -> NSAttributedString {
        let key = FilledKey(source: ObjectIdentifier(source), font: font, color: color)
        if let entry = filled[key], entry.source === source, entry.contents.isEqual(to: source) { return entry.title }
        let title = make()
        if filled.count >= limit { filled.removeAll() }
        filled[key] = FilledTitle(source: source, contents: source.copy() as? NSAttributedString ?? title, title: title)
        return title
    }
}
