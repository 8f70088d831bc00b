import Foundation
import Testing
import UIKitCore

/// Colour sets of the test target's `Fixtures.xcassets` (a SwiftPM resource, so in
/// `Bundle.module`). Apple's "Asset Catalog Format Reference", Color Set Type: each entry
/// of "colors" has a "color" with "color-space" and "components", and "appearances"
/// (luminosity light or dark, contrast high) saying when it is used.
@MainActor
@Suite("UIColor(named:) and colour literals")
struct AssetCatalogColorTests {
    private func rgba(_ color: UIColor, _ traits: UITraitCollection? = nil) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        (traits.map { color.resolvedColor(with: $0) } ?? color).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    private func traits(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast = .normal) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style),
                                       UITraitCollection(accessibilityContrast: contrast)])
    }

    // Format Reference, "components": floating point 0.0-1.0, 8-bit integers 0-255, or
    // hexadecimal 0x00-0xFF. Appearances: Any, Dark, and High Contrast of each.
    @Test func appearancesAndContrastResolveByTheTraits() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(rgba(brand, traits(.light)) == [1, 0.5, 0, 1])
        #expect(rgba(brand, traits(.unspecified)) == rgba(brand, traits(.light)), "no appearance: the Any colour")
        #expect(rgba(brand, traits(.dark)) == [0, 0.502, 1, 1])
        #expect(rgba(brand, traits(.light, .high)) == [0.502, 0, 0, 1])
        #expect(rgba(brand, traits(.dark, .high)) == [1, 1, 0, 0.5], "Display P3, JSON numbers")
    }

    // UIColor(named:in:compatibleWith:): "traitCollection: The traits associated with the
    // intended environment for the color": given, the colour is that variant.
    @Test func aTraitCollectionPicksTheVariant() throws {
        let dark = try #require(UIColor(named: "Brand", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(rgba(dark, traits(.light)) == [0, 0.502, 1, 1], "fixed: the dark variant whatever the traits")
    }

    // A colour with appearance variants changes with the traits in effect, as the system
    // colours do (UIColor, "Dynamic colors").
    @Test func namedColorsAreDynamic() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        var components: [CGFloat] = []
        traits(.dark).performAsCurrent { components = rgba(brand) }
        #expect(components == [0, 0.502, 1, 1])
        var pixels: PixelBuffer?
        traits(.dark).performAsCurrent {
            pixels = renderPixels(width: 1, height: 1) { _ in
                brand.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
        }
        let pixel = argb(try #require(pixels), 0, 0)
        #expect(pixel == 0xFF00_80FF, "drawn dark: \(String(pixel, radix: 16))")
        let fixed = try #require(UIColor(named: "Fixed", in: .module, compatibleWith: nil))
        #expect(rgba(fixed, traits(.dark, .high)) == [0.2, 0.4, 0.6, 0.8])
    }

    // Format Reference: "color-space" gray-gamma-22 has a "white" component; the linear
    // spaces are converted to sRGB's gamma; a colour may name a system colour.
    @Test func otherColorSpacesAndSystemReferences() throws {
        let gray = try #require(UIColor(named: "Gray", in: .module, compatibleWith: nil))
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(gray.getWhite(&white, alpha: &alpha) && white == 0.25 && alpha == 1)
        let linear = try #require(UIColor(named: "Linear", in: .module, compatibleWith: nil))
        #expect(rgba(linear) == [0.735, 0, 1, 1])
        let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
        #expect(accent == .systemBlue)
        #expect(rgba(accent, traits(.dark)) == rgba(.systemBlue, traits(.dark)))
    }

    // Folders that do not provide a namespace group sets without changing their names.
    @Test func groupsAndMissingOrBrokenSets() throws {
        #expect(UIColor(named: "Nested", in: .module, compatibleWith: nil).map { rgba($0) } == [0, 1, 0, 1])
        #expect(UIColor(named: "NoSuchColor", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Pixel", in: .module, compatibleWith: nil) == nil, "an image set is not a colour")
        // A Contents.json that is not JSON logs once and gives nil, now and later.
        #expect(UIColor(named: "Broken", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Broken", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Brand", in: Bundle(path: FileManager.default.temporaryDirectory.path), compatibleWith: nil) == nil,
                "only the bundle given")
    }

    // UIColor(named:) looks in the main bundle; Vitrine then looks in the app's SwiftPM
    // resource bundles, where `.process("Fixtures.xcassets")` put the catalog.
    @Test func withoutABundleTheResourceBundlesAreSearched() throws {
        let brand = try #require(UIColor(named: "Brand"))
        #expect(rgba(brand, traits(.dark)) == [0, 0.502, 1, 1])
    }

    // Swift's `#colorLiteral(red:green:blue:alpha:)` makes a UIColor through
    // `_ExpressibleByColorLiteral`, sRGB components 0...1.
    @Test func colorLiterals() {
        let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(rgba(color) == [1, 0.5, 0.25, 0.75])
        #expect(#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1) == UIColor.black)
    }
}
