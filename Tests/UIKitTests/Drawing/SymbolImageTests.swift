import Testing
import UIKit
import VitrineTestSupport

@MainActor
@Suite("UIImage(systemName:) and template images")
struct SymbolImageTests {
    @Test func knownNamesGiveTemplateImagesOfTheBodySize() throws {
        let plus = try #require(UIImage(systemName: "plus"))
        #expect(plus.isSymbolImage && plus.renderingMode == .automatic)
        // 17-point body text: the glyph box is about 1.2 times that.
        #expect(plus.size == CGSize(width: 21, height: 21))
        #expect(plus.symbolConfiguration == UIImage.SymbolConfiguration.unspecified.applying(nil))
        for name in ["gear", "house.fill", "magnifyingglass", "trash", "play.fill", "person.circle", "chevron.right",
                     "info.circle", "star.fill", "heart", "bell", "checkmark", "xmark", "wifi", "power"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
    }

    // A symbol asked for again (a table cell's accessory on every reuse) is drawn once:
    // later images share its pixels. Another size is drawn anew.
    @Test func aSymbolIsDrawnOnceAndShared() throws {
        let chevron = try #require(UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 14)))
        let again = try #require(UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 14)))
        #expect(again.cgImage === chevron.cgImage)
        #expect(again.size == chevron.size && again.scale == chevron.scale)
        let bigger = try #require(UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        #expect(bigger.cgImage !== chevron.cgImage)
        #expect(bigger.size.width > chevron.size.width)
    }

    // iOS returns nil for a name that is not a symbol.
    @Test func unknownNamesGiveNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
    }

    @Test func theConfigurationSetsTheSize() throws {
        let big = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)))
        #expect(big.size == CGSize(width: 48, height: 48))
        let large = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(large.size.width > 21)
        let resized = try #require(UIImage(systemName: "gear")).withConfiguration(UIImage.SymbolConfiguration(pointSize: 10))
        #expect(resized.size == CGSize(width: 12, height: 12))
        let nonsense = UIImage.SymbolConfiguration(pointSize: .nan)
        #expect(UIImage(systemName: "gear", withConfiguration: nonsense)?.size == CGSize(width: 21, height: 21),
                "a size that is not a number is ignored")
    }

    @Test func renderingModesAndTintColors() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        let red = star.withTintColor(.systemRed)
        #expect(red.renderingMode == .alwaysOriginal)
        let drawn = UIGraphicsImageRenderer(size: star.size).image { _ in red.draw(at: .zero) }
        let pixels = try #require(drawn.cgImage?.pixels)
        let center = pixels.pixel(x: pixels.width / 2, y: pixels.height / 2)
        #expect((center >> 16) & 0xFF > 200 && (center >> 8) & 0xFF < 100, "drawn in the tint colour")
    }

    @Test func imageViewsFillTemplatesWithTheirTint() throws {
        for scale in [1, 2] as [CGFloat] {
            let (runtime, window) = try ControlScene.make(width: 300, height: 130, scale: scale)
            let names = ["plus", "minus.circle.fill", "xmark", "checkmark.circle", "gear", "house.fill", "magnifyingglass",
                         "trash", "play.fill", "pause.fill", "person.circle", "star.fill", "heart", "bell.fill",
                         "info.circle", "exclamationmark.triangle.fill", "chevron.right", "wifi", "bolt.fill", "power",
                         "lock.fill", "cart", "envelope", "calendar"]
            let tints: [UIColor] = [.systemBlue, .systemRed, .systemGreen, .label]
            var index = 0
            for name in names {
                guard let image = UIImage(systemName: name) else { continue }
                let view = UIImageView(image: image)
                view.tintColor = tints[index % tints.count]
                view.frame.origin = CGPoint(x: 8 + CGFloat(index % 10) * 28, y: 8 + CGFloat(index / 10) * 30)
                window.addSubview(view)
                index += 1
            }
            let big = UIImageView(image: UIImage(systemName: "gearshape.fill"))
            big.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
            big.frame = CGRect(origin: CGPoint(x: 240, y: 80), size: big.intrinsicContentSize)
            window.addSubview(big)
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "symbols@\(Int(scale))x")
            runtime.stop()
        }
    }
}
