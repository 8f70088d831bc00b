import Testing
@testable import UIKitCore

/// The text and image properties of UIListContentConfiguration that Apple's sample
/// "Implementing Modern Collection Views" uses (UIListContentConfiguration.TextProperties
/// `colorTransformer`, `resolvedColor()`, `adjustsFontForContentSizeCategory`;
/// ImageProperties `tintColorTransformer`, `resolvedTintColor(for:)`,
/// `preferredSymbolConfiguration`), and what the list content view does with them.
@MainActor
struct ListContentPropertiesTests {
    // TextProperties.resolvedColor(): "Generates the resolved color for the specified
    // color, using the text color and color transformer."
    @Test func textColourGoesThroughItsTransformer() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Row"
        #expect(configuration.textProperties.resolvedColor() == .label)
        configuration.textProperties.colorTransformer = UIConfigurationColorTransformer { _ in .systemRed }
        #expect(configuration.textProperties.resolvedColor() == .systemRed)
        let view = configuration.makeContentView()
        let label = view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Row" }
        #expect(label?.textColor == .systemRed)
        #expect(label?.adjustsFontForContentSizeCategory == true)
    }

    // ImageProperties.resolvedTintColor(for:): the configuration's tint colour, or the
    // view's, through the tint colour transformer.
    @Test func imageTintResolvesFromTheViewsTint() {
        var properties = UIListContentConfiguration.cell().imageProperties
        #expect(properties.resolvedTintColor(for: .systemBlue) == .systemBlue)
        properties.tintColor = .systemGreen
        #expect(properties.resolvedTintColor(for: .systemBlue) == .systemGreen)
        properties.tintColorTransformer = UIConfigurationColorTransformer { _ in .systemOrange }
        #expect(properties.resolvedTintColor(for: .systemBlue) == .systemOrange)
    }

    @Test func thePreferredSymbolConfigurationReachesTheImage() {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = UIImage(systemName: "star")
        let large = UIImage.SymbolConfiguration(scale: .large)
        configuration.imageProperties.preferredSymbolConfiguration = large
        let view = configuration.makeContentView()
        let imageView = view.subviews.compactMap { $0 as? UIImageView }.first
        #expect(imageView?.preferredSymbolConfiguration == large)
    }
}
