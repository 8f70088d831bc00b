import Foundation
import Testing
import UIKitCore

/// `String(localized:)` (iOS 15), which Foundation on Linux lacks: the key is the literal
/// with a format specifier per interpolation, looked up in the bundle's tables, and the
/// values fill the translation ("String.LocalizationValue", "init(localized:table:bundle:
/// locale:comment:)"). The tables are this test target's `en.lproj`.
@Suite("String(localized:)")
struct LocalizedStringTests {
    @Test func interpolationsBecomeFormatSpecifiersInTheKey() {
        let name = "Ana"
        let count = 3
        let value: String.LocalizationValue = "\(count) items in \(name), \(2.5) kg, 100% sure"
        // With no translation the key is formatted with the values: the literal % survives.
        #expect(String(localized: value, bundle: .module) == "3 items in Ana, 2.500000 kg, 100% sure")
        #expect(value == String.LocalizationValue(stringInterpolation: {
            var interpolation = String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: 2)
            interpolation.appendInterpolation(count)
            interpolation.appendLiteral(" items in ")
            interpolation.appendInterpolation(name)
            interpolation.appendLiteral(", ")
            interpolation.appendInterpolation(2.5)
            interpolation.appendLiteral(" kg, 100% sure")
            return interpolation
        }()))
    }

    @Test func translationsAreFoundAndFilled() {
        let name = "Ana"
        let count = 3
        #expect(String(localized: "greeting \(name)", bundle: .module) == "Hello, Ana!")
        // Positional specifiers let a translation reorder the values.
        #expect(String(localized: "\(count) items in \(name)", bundle: .module) == "Ana holds 3 items")
        #expect(String(localized: "price", bundle: .module) == "Price")
        #expect(String(localized: "title", table: "Settings", bundle: .module) == "Preferences")
        let percent = 20
        #expect(String(localized: "discount \(percent)%", bundle: .module) == "20% off")
    }

    /// With no bundle the app's resource bundles are searched after the main bundle, as
    /// `UIImage(named:)` searches them: SwiftPM puts an app's strings there.
    @Test func noBundleSearchesTheResourceBundles() {
        #expect(String(localized: "title", table: "Settings") == "Preferences")
    }

    @Test func missingKeysGiveTheKeyOrTheDefaultValue() {
        let count = 2
        #expect(String(localized: "\(count) unknown things", bundle: .module) == "2 unknown things")
        #expect(String(localized: "nothing here", bundle: .module) == "nothing here")
        #expect(String(localized: "onboarding.next", defaultValue: "Next \(count)", bundle: .module) == "Next 2")
        #expect(String(localized: "price", defaultValue: "Cost", bundle: .module) == "Price")
    }
}
