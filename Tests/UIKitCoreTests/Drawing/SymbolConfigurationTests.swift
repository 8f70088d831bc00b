import Testing
import UIKitCore
import VitrineTestSupport

/// UIImage.SymbolConfiguration's initializers as apps use them.
@MainActor
@Suite("UIImage.SymbolConfiguration")
struct SymbolConfigurationTests {
    // UIImage.SymbolConfiguration, init(pointSize:weight:scale:): "Creates a configuration
    // object with the specified point size, weight, and scale information."
    @Test func pointSizeWeightAndScale() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        #expect(configuration == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
            .applying(UIImage.SymbolConfiguration(scale: .large)))
        let gear = try #require(UIImage(systemName: "gear", withConfiguration: configuration))
        // 20 points, the large scale about 1.29 times the medium's 1.2 x point size box.
        #expect(gear.size == CGSize(width: 31, height: 31))
        #expect(gear.symbolConfiguration == configuration)
        #expect(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small) != configuration)
    }

    // init(textStyle:): "the font size and weight of the specified text style" (at the
    // default Dynamic Type size: body 17, headline 17 semibold, large title 34).
    @Test func textStyles() throws {
        #expect(UIImage.SymbolConfiguration(textStyle: .headline) == UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold))
        #expect(UIImage.SymbolConfiguration(textStyle: .body) == UIImage.SymbolConfiguration(pointSize: 17, weight: .regular))
        let title = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(title.size == CGSize(width: 41, height: 41))
        let caption = UIImage.SymbolConfiguration(textStyle: .caption2, scale: .small)
        #expect(caption == UIImage.SymbolConfiguration(pointSize: 11, weight: .regular, scale: .small))
    }

    // init(font:) takes the font's size; applying(_:) lets the other configuration's set
    // values win ("values in the specified configuration take precedence").
    @Test func fontsAndApplying() throws {
        let font = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 30))
        #expect(UIImage(systemName: "heart", withConfiguration: font)?.size == CGSize(width: 36, height: 36))
        let combined = UIImage.SymbolConfiguration(pointSize: 30).applying(UIImage.SymbolConfiguration(weight: .heavy))
        #expect(combined == UIImage.SymbolConfiguration(pointSize: 30, weight: .heavy))
        let kept = combined.applying(UIImage.SymbolConfiguration.unspecified)
        #expect(kept == combined)
        let image = try #require(UIImage(systemName: "heart")).withConfiguration(combined)
        #expect(image.symbolConfiguration == combined.applying(UIImage.SymbolConfiguration(scale: .unspecified)))
    }

    // SymbolWeight: heavier weights draw thicker strokes (the icon font has one weight,
    // Vitrine thickens it); the size stays the point size's.
    @Test func heavierWeightsDrawMoreInk() throws {
        func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
            let image = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: weight)))
            #expect(image.size == CGSize(width: 36, height: 36))
            return inkedPixelCount(try #require(image.cgImage?.pixels))
        }
        let regular = try ink(.regular)
        #expect(try ink(.ultraLight) == regular)
        #expect(try ink(.bold) > regular)
        #expect(try ink(.black) > ink(.bold))
    }

    // Regular, bold and black side by side, to look at next to SF Symbols' weights.
    @Test func weightsLookHeavier() {
        let drawn = renderPixels(width: 120, height: 40) { _ in
            for (index, weight) in [UIImage.SymbolWeight.regular, .bold, .black].enumerated() {
                UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28, weight: weight))?
                    .draw(at: CGPoint(x: 4 + CGFloat(index) * 40, y: 3))
            }
        }
        expectMatchesReference(flattenedOnWhite(drawn), named: "symbol-weights")
    }
}
