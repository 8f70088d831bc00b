import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrinePlatform
import VitrineTestSupport

/// UIVisualEffectView with blur and vibrancy effects
/// (https://developer.apple.com/documentation/uikit/uivisualeffectview): subviews go in
/// its `contentView`, over the effect; a blur shows its material's tint, adapting to light
/// and dark (Vitrine does not blur what is behind: docs/LIMITATIONS.md). Look test at
/// scale 2, tolerance 2 levels per channel.
@Suite(.serialized)
@MainActor
struct UIVisualEffectViewTests {
    @Test func contentSitsOverTheMaterial() {
        let blur = UIBlurEffect(style: .systemThinMaterial)
        let view = UIVisualEffectView(effect: blur)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        view.layoutIfNeeded()
        #expect(view.contentView.superview === view && view.subviews.last === view.contentView)
        #expect(view.contentView.frame == view.bounds)
        let material = view.subviews.first
        #expect(material?.backgroundColor != nil && material?.frame == view.bounds)
        // Thicker materials hide more of what is behind.
        let light = UITraitCollection(userInterfaceStyle: .light)
        func alpha(_ style: UIBlurEffect.Style) -> CGFloat {
            var value: CGFloat = 0
            UIBlurEffect.material(for: style).resolvedColor(with: light).getRed(nil, green: nil, blue: nil, alpha: &value)
            return value
        }
        #expect(alpha(.systemUltraThinMaterial) < alpha(.systemThinMaterial))
        #expect(alpha(.systemThinMaterial) < alpha(.systemMaterial) && alpha(.systemMaterial) < alpha(.systemThickMaterial))
        // Vibrancy draws its content as it is; no effect, no material.
        view.effect = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(material?.backgroundColor == nil)
        view.effect = nil
        #expect(material?.backgroundColor == nil)
        #expect(UIVisualEffectView(coder: InterfaceBuilderCoder())?.effect == nil)
    }

    /// A bar appearance's `backgroundEffect`: the chrome material by default, none when opaque
    /// or transparent (https://developer.apple.com/documentation/uikit/uibarappearance/backgroundeffect).
    @Test func barAppearancesHaveABackgroundEffect() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.fillColors == [UIColor.systemBackground])
        appearance.backgroundEffect = UIBlurEffect(style: .systemThickMaterialDark)
        #expect(appearance.fillColors.count == 2)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil)
    }

    // Cards of the three system materials over a striped background, with a label in each
    // content view; light and dark.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func materialsOverStripes(style: UIUserInterfaceStyle) throws {
        let root = UIViewController()
        let (runtime, window) = try ControllerScene.make(root: root, width: 300, height: 180, scale: 2)
        window.overrideUserInterfaceStyle = style
        root.view.backgroundColor = .systemBackground
        for stripe in 0..<6 {
            let band = UIView(frame: CGRect(x: CGFloat(stripe) * 50, y: 0, width: 25, height: 180))
            band.backgroundColor = [.systemRed, .systemBlue, .systemGreen][stripe % 3]
            root.view.addSubview(band)
        }
        for (index, material) in [UIBlurEffect.Style.systemUltraThinMaterial, .systemMaterial, .systemThickMaterial].enumerated() {
            let card = UIVisualEffectView(effect: UIBlurEffect(style: material))
            card.frame = CGRect(x: 20, y: 20 + CGFloat(index) * 50, width: 260, height: 40)
            card.layer.cornerRadius = 10
            card.clipsToBounds = true
            let label = UILabel(frame: CGRect(x: 12, y: 0, width: 236, height: 40))
            label.text = ["Ultra thin", "Regular", "Thick"][index]
            card.contentView.addSubview(label)
            root.view.addSubview(card)
        }
        ControllerScene.settle(runtime)
        expectMatchesReference(runtime.renderScreen()!, named: "visual-effects-\(style == .dark ? "dark" : "light")")
    }
}
