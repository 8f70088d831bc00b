import Testing
import UIKitCore
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

    // Symbol images are vectors on iOS ("UIImage(systemName:)": they scale with the text and
    // draw sharp at any size): made while another screen was the main one, a symbol still
    // draws at the density it lands on.
    @Test func symbolsDrawAtTheDensityOfWhereTheyAreDrawn() throws {
        func drawn(_ image: UIImage) throws -> [UInt32] {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let rendered = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in image.draw(at: .zero) }
            let pixels = try #require(rendered.cgImage?.pixels)
            return (0..<pixels.height).flatMap { y in (0..<pixels.width).map { x in pixels.pixel(x: x, y: y) } }
        }
        let (runtime3x, _) = try ControlScene.make(width: 40, height: 40, scale: 3)
        let madeAt3x = try #require(UIImage(systemName: "magnifyingglass"))
        let (runtime2x, _) = try ControlScene.make(width: 40, height: 40, scale: 2)
        let madeAt2x = try #require(UIImage(systemName: "magnifyingglass"))
        #expect(madeAt3x.scale == 3 && madeAt2x.scale == 2)
        let fromThe3xScreen = try drawn(madeAt3x), fromThe2xScreen = try drawn(madeAt2x)
        #expect(fromThe3xScreen.count == 42 * 42 && fromThe3xScreen.contains { $0 != 0 })
        #expect(fromThe3xScreen == fromThe2xScreen)
        withExtendedLifetime((runtime3x, runtime2x)) {}
    }

    // A template's tint resolves under the traits of the window it lands in, though it was
    // first resolved while detached, under the main screen's appearance of that moment (a
    // search field's glass made before its screen, under the last screen's dark traits).
    @Test func aTintedSymbolResolvesItsTintInItsWindow() throws {
        let (darkRuntime, _) = try ControlScene.make(width: 40, height: 40)
        darkRuntime.userInterfaceStyle = .dark
        let view = UIImageView(image: UIImage(systemName: "square.fill"))
        view.tintColor = .label
        let (runtime, window) = try ControlScene.make(width: 40, height: 40)
        window.addSubview(view)
        let screen = ControlScene.settledScreen(runtime)
        let centre = screen.pixel(x: Int(view.frame.midX), y: Int(view.frame.midY))
        #expect(centre & 0x00FF_FFFF == 0, "label in the light window is black: \(String(centre, radix: 16))")
        withExtendedLifetime(darkRuntime) {}
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
