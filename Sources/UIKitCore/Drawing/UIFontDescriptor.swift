import CoreGraphics
import Foundation

/// A description of a font by attributes (family, PostScript name, size, traits, design,
/// features), from which `UIFont(descriptor:size:)` makes the font, as on iOS.
///
/// Immutable; each `with...` method returns a new descriptor. Attributes Vitrine does not
/// draw (matrix, character set, cascade list, fixed advance) are kept and returned in
/// `fontAttributes` but change nothing. The system font's designs are drawn with the
/// stand-ins `SystemDesign` names. Attribute values of the wrong type are ignored.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    // The attributes are never mutated after init, so sharing between threads is safe.
    private let attributes: [AttributeName: Any]

    /// The private trait that records `withDesign(_:)`'s design (Apple's key).
    static let designTrait = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")

    /// A descriptor with `attributes`; the empty dictionary describes the system font at
    /// size 0 (the size `UIFont(descriptor:size:)` is given).
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.attributes = attributes
        super.init()
    }

    /// The font with PostScript name (or family name) `fontName` at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The font with PostScript name `fontName` transformed by `matrix` (kept, not drawn).
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The attributes this descriptor was made with.
    open var fontAttributes: [AttributeName: Any] { attributes }

    /// The PostScript name of the face the descriptor matches, such as "Inter-Bold" (the
    /// `.name` attribute when it has one).
    open var postscriptName: String {
        if let name = attributes[.name] as? String { return name }
        let font = resolved()
        return TextLayout.postScriptName(of: font.font) ?? font.font.family
    }

    /// The `.size` attribute, 0 when there is none.
    open var pointSize: CGFloat { Self.number(attributes[.size]) ?? 0 }

    /// The `.matrix` attribute, the identity when there is none.
    open var matrix: CGAffineTransform { attributes[.matrix] as? CGAffineTransform ?? .identity }

    /// The traits of the face the descriptor matches: bold from semibold up, italic, fixed
    /// width, and the other flags given in `.traits`.
    open var symbolicTraits: SymbolicTraits {
        let font = resolved().font
        var traits = givenSymbolicTraits.subtracting([.traitBold, .traitItalic, .traitMonoSpace])
        if font.weight >= 600 { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        if font.family == UIFont.monospacedFamily { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The value of `anAttribute`, or nil.
    open func object(forKey anAttribute: AttributeName) -> Any? {
        attributes[anAttribute]
    }

    /// A descriptor with `attributes` added to this one's (replacing those with the same keys).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { _, new in new })
    }

    /// The same descriptor at `newPointSize` points.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// The same font family with exactly `symbolicTraits` (bold, italic, fixed width), or
    /// nil when the family has no face with them.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let font = resolved().font
        let family = font.family
        let current = self.symbolicTraits
        var changed = attributes
        var traits = self.traits
        traits[.symbolic] = NSNumber(value: symbolicTraits.rawValue)
        // The face is looked up by family from now on, at the weight it had unless the
        // boldness changes.
        let keepsWeight = current.contains(.traitBold) == symbolicTraits.contains(.traitBold)
        traits[.weight] = keepsWeight ? UIFont.Weight(cssWeight: font.weight).rawValue : nil
        traits[.slant] = nil
        changed[.traits] = traits
        changed[.face] = nil
        if changed[.name] != nil {
            changed[.name] = nil
            changed[.family] = family
        }
        let faces = TextLayout.faces(inFamily: family)
        if !faces.isEmpty {
            if symbolicTraits.contains(.traitItalic), !faces.contains(where: \.isItalic) { return nil }
            if symbolicTraits.contains(.traitBold), !faces.contains(where: { $0.weight >= 600 }) { return nil }
        }
        return UIFontDescriptor(fontAttributes: changed)
    }

    /// This descriptor with another family.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var changed = attributes
        changed[.name] = nil
        changed[.family] = newFamily
        return UIFontDescriptor(fontAttributes: changed)
    }

    /// This descriptor with another face of its family, such as "Bold" or "Light Italic".
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var changed = attributes
        if changed[.name] != nil {
            changed[.name] = nil
            changed[.family] = resolved().font.family
        }
        changed[.face] = newFace
        var traits = self.traits
        traits[.weight] = nil
        traits[.symbolic] = nil
        changed[.traits] = traits.isEmpty ? nil : traits
        return UIFontDescriptor(fontAttributes: changed)
    }

    /// The system font in `design`, or nil when this descriptor is not of the system font,
    /// as on iOS. See `SystemDesign` for the faces drawn.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard isSystemFont else { return nil }
        var traits = self.traits
        traits[Self.designTrait] = design.rawValue
        return addingAttributes([.traits: traits])
    }

    /// This descriptor transformed by `matrix` (kept, not drawn).
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        addingAttributes([.matrix: matrix])
    }

    /// The installed faces that match: the one this descriptor resolves to.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        if let name = attributes[.name] as? String, UIFont.textFont(named: name) == nil { return [] }
        return [UIFontDescriptor(fontAttributes: [.name: postscriptName, .size: pointSize])]
    }

    /// The descriptor of `UIFont.preferredFont(forTextStyle:)`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return resolved() == other.resolved() && pointSize == other.pointSize
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(resolved().font)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    open override var description: String {
        "<UIFontDescriptor \(postscriptName) \(pointSize)pt>"
    }
}

extension UIFontDescriptor {
    /// What a descriptor asks for, as the text engine's font (at size 12 when it has no size)
    /// and the text style it was made for.
    struct Resolved: Equatable {
        var font: TextLayout.Font
        var textStyle: UIFont.TextStyle?
    }

    private var traits: [TraitKey: Any] { attributes[.traits] as? [TraitKey: Any] ?? [:] }

    private var givenSymbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: UInt32(clamping: Int(Self.number(traits[.symbolic]) ?? 0)))
    }

    private var isSystemFont: Bool {
        let font = resolved().font
        return font.isSystemFont || font.family == TextLayout.Font.defaultFamily || traits[Self.designTrait] != nil
    }

    /// The font: by PostScript name, else by family (an unknown family is the system font),
    /// then the face, traits, design and features given.
    func resolved() -> Resolved {
        var font = TextLayout.Font(pointSize: 12)
        if let name = attributes[.name] as? String, let named = UIFont.textFont(named: name) {
            font = named
        } else if let family = attributes[.family] as? String, let named = UIFont.textFont(named: family) {
            font = named
        }
        if let face = (attributes[.face] as? String)?.lowercased().replacingOccurrences(of: " ", with: "") {
            font.weight = UIFont.weight(inStyleName: face)
            font.isItalic = face.contains("italic") || face.contains("oblique")
        }
        let traits = self.traits
        if let weight = Self.number(traits[.weight]) { font.weight = UIFont.Weight(rawValue: weight).cssWeight }
        let symbolic = givenSymbolicTraits
        if symbolic.contains(.traitBold), traits[.weight] == nil { font.weight = max(font.weight, 700) }
        if traits[.symbolic] != nil, !symbolic.contains(.traitBold), traits[.weight] == nil, font.weight >= 600 {
            font.weight = 400
        }
        if traits[.symbolic] != nil { font.isItalic = symbolic.contains(.traitItalic) }
        if let slant = Self.number(traits[.slant]), slant > 0 { font.isItalic = true }
        let design = (traits[Self.designTrait] as? String).map(SystemDesign.init(rawValue:))
        if design == .serif { font.family = UIFont.serifFamily }
        if design == .monospaced || (symbolic.contains(.traitMonoSpace) && font.isSystemFont) {
            font.family = UIFont.monospacedFamily
        }
        if design == .default || design == .rounded { font.family = TextLayout.Font.defaultFamily }
        if let settings = attributes[.featureSettings] as? [[FeatureKey: Any]],
           settings.contains(where: { Self.number($0[.type]) == 6 && Self.number($0[.selector]) == 0 }) {
            font.hasMonospacedDigits = true
        }
        if let size = Self.number(attributes[.size]), size > 0, size.isFinite { font.pointSize = size }
        let textStyle = (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
        return Resolved(font: font, textStyle: textStyle)
    }

    /// `value` as a number: `CGFloat`, `Double`, `Int`, `NSNumber` or `UIFont.Weight`.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UInt32: CGFloat(value)
        case let value as UIFont.Weight: value.rawValue
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
