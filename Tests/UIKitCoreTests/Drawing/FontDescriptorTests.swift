import Foundation
import Testing
@testable import UIKitCore

/// UIFontDescriptor and the names `UIFont(name:size:)` takes.
@Suite("Font descriptors and names")
struct FontDescriptorTests {
    // UIFont, init(name:size:): "fontName: The fully specified name of the font. This name
    // incorporates both the font family name and the specific style information"; "Return
    // Value: A font object of the specified name and size", nil when there is none.
    @Test func postScriptAndFullNamesOfInstalledFacesResolve() throws {
        let bold = try #require(UIFont(name: "Inter-Bold", size: 15))
        #expect(bold.familyName == "Inter" && bold.fontName == "Inter Bold" && bold.pointSize == 15)
        #expect(UIFont(name: "Inter-Regular", size: 12)?.fontName == "Inter Regular")
        #expect(UIFont(name: "inter-semibolditalic", size: 12)?.fontName == "Inter Semi Bold Italic")
        #expect(UIFont(name: "Inter Semi Bold", size: 12)?.fontName == "Inter Semi Bold")
        #expect(UIFont(name: "DejaVuSansMono-Bold", size: 12)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "NoSuchFont-Bold", size: 12) == nil)
    }

    // Fonts iOS ships ("Helvetica", "HelveticaNeue-Bold", "Avenir-Heavy") are drawn with a
    // stand-in of their kind at the weight and slant their names give.
    @Test func fontsThatIOSShipsGetStandIns() {
        #expect(UIFont(name: "Helvetica", size: 12)?.fontName == "Inter Regular")
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 12)?.fontName == "Inter Bold")
        #expect(UIFont(name: "Avenir-Heavy", size: 12)?.fontName == "Inter Extra Bold")
        #expect(UIFont(name: "AvenirNext-DemiBold", size: 12)?.fontName == "Inter Semi Bold")
        #expect(UIFont(name: "ArialMT", size: 12)?.fontName == "Inter Regular")
        #expect(UIFont(name: "Helvetica Neue Light", size: 12)?.fontName == "Inter Light")
        #expect(UIFont(name: "SFProText-Semibold", size: 12)?.fontName == "Inter Semi Bold")
        #expect(UIFont(name: "Georgia-Italic", size: 12)?.familyName == "DejaVu Serif")
        #expect(UIFont(name: "TimesNewRomanPS-BoldMT", size: 12)?.fontName == "DejaVu Serif Bold")
        #expect(UIFont(name: "Menlo-Regular", size: 12)?.familyName == "DejaVu Sans Mono")
        // Private system names get Times New Roman's stand-in, as CoreText answers them since iOS 13.
        #expect(UIFont(name: ".SFUI-Regular", size: 12)?.familyName == "DejaVu Serif")
    }

    // UIFont, fontNames(forFamilyName:): the family's font names, each one that
    // init(name:size:) takes.
    @Test func fontNamesOfAFamilyArePostScriptNames() {
        let names = UIFont.fontNames(forFamilyName: "Inter")
        #expect(names.contains("Inter-Bold") && names.contains("Inter-SemiBoldItalic"))
        #expect(!names.contains("InterDisplay-Bold"))
        #expect(names.allSatisfy { UIFont(name: $0, size: 12) != nil })
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }

    // UIFontDescriptor.AttributeName and TraitKey: Apple's raw values.
    @Test func attributeNamesHaveApplesRawValues() {
        #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
        #expect(UIFontDescriptor.AttributeName.name.rawValue == "NSFontNameAttribute")
        #expect(UIFontDescriptor.AttributeName.size.rawValue == "NSFontSizeAttribute")
        #expect(UIFontDescriptor.AttributeName.traits.rawValue == "NSCTFontTraitsAttribute")
        #expect(UIFontDescriptor.AttributeName.featureSettings.rawValue == "NSCTFontFeatureSettingsAttribute")
        #expect(UIFontDescriptor.TraitKey.weight.rawValue == "NSCTFontWeightTrait")
        #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
    }

    // UIFont.fontDescriptor; UIFontDescriptor pointSize, postscriptName, symbolicTraits.
    @Test func aSystemFontsDescriptor() {
        let descriptor = UIFont.systemFont(ofSize: 15, weight: .bold).fontDescriptor
        #expect(descriptor.pointSize == 15)
        #expect(descriptor.postscriptName == "Inter-Bold")
        #expect(descriptor.symbolicTraits.contains(.traitBold))
        #expect(!descriptor.symbolicTraits.contains(.traitItalic))
        #expect(descriptor.fontAttributes[.family] as? String == "Inter")
        let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        #expect(traits?[.weight] as? CGFloat == UIFont.Weight.bold.rawValue)
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont.systemFont(ofSize: 28, weight: .bold).fontDescriptor.postscriptName == "InterDisplay-Bold")
    }

    // UIFont, init(descriptor:size:): "pointSize: The point size for the font. If you
    // specify 0.0, the font descriptor's size is used."
    @Test func aFontFromADescriptorKeepsItsSizeAtZero() {
        let descriptor = UIFont.systemFont(ofSize: 15, weight: .semibold).fontDescriptor
        let same = UIFont(descriptor: descriptor, size: 0)
        #expect(same == UIFont.systemFont(ofSize: 15, weight: .semibold))
        #expect(UIFont(descriptor: descriptor, size: 24).fontName == "Inter Display Semi Bold")
        #expect(UIFont(descriptor: descriptor.withSize(11), size: 0).pointSize == 11)
        #expect(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize == 12)
        let named = UIFontDescriptor(name: "Avenir-Heavy", size: 20)
        #expect(named.postscriptName == "Avenir-Heavy")
        #expect(UIFont(descriptor: named, size: 0).fontName == "Inter Display Extra Bold")
    }

    // withSymbolicTraits(_:): "A new font descriptor ... with the specified symbolic traits".
    @Test func symbolicTraitsChooseTheFace() throws {
        let regular = UIFont.systemFont(ofSize: 15).fontDescriptor
        let boldItalic = try #require(regular.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: boldItalic, size: 0).fontName == "Inter Bold Italic")
        let bold = UIFont.boldSystemFont(ofSize: 15).fontDescriptor
        let italic = try #require(bold.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 0).fontName == "Inter Italic")
        let namedItalic = try #require(UIFontDescriptor(name: "Inter-Medium", size: 13).withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: namedItalic, size: 0).fontName == "Inter Medium Italic")
        let mono = try #require(regular.withSymbolicTraits(.traitMonoSpace))
        #expect(UIFont(descriptor: mono, size: 0).familyName == "DejaVu Sans Mono")
        #expect(mono.symbolicTraits.contains(.traitMonoSpace))
        // Material Icons has no italic face.
        if UIFont.familyNames.contains("Material Icons") {
            #expect(UIFontDescriptor(name: "Material Icons", size: 12).withSymbolicTraits(.traitItalic) == nil)
        }
    }

    // withDesign(_:): "A new font descriptor with the specified design, or nil if the design
    // isn't available" (the system font's designs only).
    @Test func designsOfTheSystemFont() throws {
        let bold = UIFont.systemFont(ofSize: 15, weight: .bold).fontDescriptor
        let rounded = try #require(bold.withDesign(.rounded))
        #expect(UIFont(descriptor: rounded, size: 15).fontName == "Inter Bold")
        let serif = try #require(bold.withDesign(.serif))
        #expect(UIFont(descriptor: serif, size: 15).fontName == "DejaVu Serif Bold")
        let monospaced = try #require(bold.withDesign(.monospaced))
        #expect(UIFont(descriptor: monospaced, size: 15).fontName == "DejaVu Sans Mono Bold")
        let back = try #require(serif.withDesign(.default))
        #expect(UIFont(descriptor: back, size: 15) == UIFont.systemFont(ofSize: 15, weight: .bold))
        #expect(UIFont(name: "DejaVu Serif", size: 12)?.fontDescriptor.withDesign(.rounded) == nil)
    }

    // addingAttributes(_:): traits with a weight (the value may be a UIFont.Weight), features.
    @Test func addedTraitsAndFeatures() {
        let base = UIFontDescriptor(fontAttributes: [.family: "Inter", .size: 14])
        let semibold = base.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        #expect(UIFont(descriptor: semibold, size: 0).fontName == "Inter Semi Bold")
        let digits = base.addingAttributes([.featureSettings: [[UIFontDescriptor.FeatureKey.type: 6, .selector: 0]]])
        #expect(UIFont(descriptor: digits, size: 0).textFont.hasMonospacedDigits)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular).fontDescriptor.fontAttributes[.featureSettings] != nil)
        #expect(UIFont(descriptor: base.withFace("Bold"), size: 0).fontName == "Inter Bold")
        #expect(UIFont(descriptor: base.withFamily("DejaVu Serif"), size: 0).familyName == "DejaVu Serif")
    }

    // preferredFontDescriptor(withTextStyle:): the descriptor of the text style's font.
    @Test func textStyleDescriptors() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(body.fontAttributes[.textStyle] as? String == UIFont.TextStyle.body.rawValue)
        let font = UIFont(descriptor: body, size: 0)
        #expect(font == UIFont.preferredFont(forTextStyle: .body) && font.textStyle == .body)
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(headline.symbolicTraits.contains(.traitBold))
    }
}
