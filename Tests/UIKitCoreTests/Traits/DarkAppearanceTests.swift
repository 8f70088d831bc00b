import Testing
import UIKitCore
import VitrineTestSupport

@MainActor
@Suite("Traits and the dark appearance", .serialized)
struct DarkAppearanceTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// A view that records the appearance it had before each trait change it hears.
    final class Watching: UIView {
        var previous: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }

    // iOS 17's values for the dark appearance.
    @Test func systemColorsHaveDarkValues() {
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.secondarySystemGroupedBackground.resolvedColor(with: dark)
            == UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red, "a fixed colour resolves to itself")
    }

    @Test func dynamicColorsResolveWithTheCurrentTraits() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .purple }
        var seen: [UIColor] = []
        dark.performAsCurrent { seen.append(UIColor(cgColor: color.cgColor)) }
        light.performAsCurrent { seen.append(UIColor(cgColor: color.cgColor)) }
        #expect(seen == [.yellow, .purple])
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark) == UIColor.yellow.withAlphaComponent(0.5), "derived colours stay dynamic")
    }

    @Test func viewsInheritTheScreensTraitsUnlessTheyOverride() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        let parent = UIView(), child = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.displayScale == 1)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark && window.traitCollection.userInterfaceStyle == .light)
        runtime.userInterfaceStyle = .dark
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        parent.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }

    @Test func switchingTheAppearanceTellsTheViewsAndResolvesTheirBackgrounds() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        let view = Watching(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .systemBackground
        let fixed = Watching(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        fixed.overrideUserInterfaceStyle = .light
        window.addSubview(view)
        window.addSubview(fixed)
        #expect(view.layer.backgroundColor.map(UIColor.init(cgColor:)) == .white)
        runtime.userInterfaceStyle = .dark
        #expect(view.previous == [.light])
        #expect(fixed.previous.isEmpty, "a view that overrides its appearance keeps it")
        #expect(view.layer.backgroundColor.map(UIColor.init(cgColor:)) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        let moved = Watching(frame: .zero)
        fixed.addSubview(moved)
        #expect(moved.previous == [.dark], "moving under another appearance is a change too")
        runtime.userInterfaceStyle = .light
    }

    // traitCollectionDidChange(_:): "The system calls this method when the iOS interface
    // environment changes." A view kept out of windows while the appearance switched finds
    // itself in a changed environment when it enters one: it resolves its colours again and
    // hears the change, down its subtree (iOS 17 resolves views on entering the hierarchy).
    @Test func aViewKeptOutOfWindowsResolvesItsColoursWhenItEntersOne() throws {
        let (runtime, window) = try ControlScene.make(width: 200, height: 100)
        defer { runtime.userInterfaceStyle = .light }
        runtime.userInterfaceStyle = .dark
        let card = Watching(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.backgroundColor = .systemBackground
        let badge = Watching(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.backgroundColor = .secondarySystemBackground
        card.addSubview(badge)
        let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(card.layer.backgroundColor.map(UIColor.init(cgColor:)) == black)
        runtime.userInterfaceStyle = .light
        #expect(card.previous.isEmpty, "a view outside windows hears nothing while detached")
        window.addSubview(card)
        #expect(card.layer.backgroundColor.map(UIColor.init(cgColor:)) == .white)
        #expect(badge.layer.backgroundColor.map(UIColor.init(cgColor:))
            == UIColor.secondarySystemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        #expect(card.previous == [.dark] && badge.previous == [.dark])
        card.removeFromSuperview()
        window.addSubview(card)
        #expect(card.previous == [.dark], "moving within one appearance is no change")
    }

    // UIWindow.screen: "The screen on which the window is displayed"; a window's traits are
    // its screen's, not those of whichever screen is the main one.
    @Test func aWindowTakesItsTraitsFromItsOwnScreen() throws {
        let (first, window) = try ControlScene.make(width: 200, height: 100)
        let (second, other) = try ControlScene.make(width: 800, height: 600)
        defer { second.userInterfaceStyle = .light }
        second.userInterfaceStyle = .dark
        #expect(window.screen !== other.screen)
        #expect(window.traitCollection.userInterfaceStyle == .light && window.traitCollection.horizontalSizeClass == .compact)
        #expect(other.traitCollection.userInterfaceStyle == .dark && other.traitCollection.horizontalSizeClass == .regular)
        first.userInterfaceStyle = .dark
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        first.userInterfaceStyle = .light
    }

    @Test func aSwitchRepaintsOnlyTheViewsThatChange() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 200)
        window.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "Dynamic"
        window.addSubview(label)
        runtime.stepUntilIdle()
        runtime.userInterfaceStyle = .dark
        let frame = try #require(runtime.stepFrames(1).first)
        #expect(frame.layersDisplayed == 1, "the label redraws; colour-only views are recoloured")
        let screen = runtime.renderScreen()!
        #expect(screen.pixel(x: 250, y: 150) & 0x00FF_FFFF == 0, "the window's background turned black")
        runtime.userInterfaceStyle = .light
    }

    @Test func controlsLookLikeIOSInTheDark() throws {
        let (runtime, window) = try ControlScene.make(width: 340, height: 260, scale: 2)
        runtime.userInterfaceStyle = .dark
        window.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 320, height: 240))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        window.addSubview(card)
        let title = UILabel(frame: CGRect(x: 16, y: 12, width: 200, height: 24))
        title.text = "Night Shift"
        card.addSubview(title)
        let toggle = UISwitch(frame: CGRect(x: 250, y: 9, width: 0, height: 0))
        toggle.isOn = true
        card.addSubview(toggle)
        let slider = UISlider(frame: CGRect(x: 16, y: 48, width: 288, height: 31))
        slider.value = 0.4
        card.addSubview(slider)
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        segments.frame = CGRect(x: 16, y: 88, width: 288, height: 32)
        card.addSubview(segments)
        let stepper = UIStepper(frame: CGRect(x: 16, y: 132, width: 0, height: 0))
        stepper.value = 3
        card.addSubview(stepper)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 124, y: 146, width: 180, height: 4)
        progress.progress = 0.6
        card.addSubview(progress)
        for (index, style) in [UIButton.Configuration.filled(), .tinted(), .gray()].enumerated() {
            var configuration = style
            configuration.title = ["Play", "Hold", "Stop"][index]
            configuration.image = UIImage(systemName: ["play.fill", "pause.fill", "stop.fill"][index])
            configuration.imagePadding = 6
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 16 + CGFloat(index) * 98, y: 180, width: 94, height: 36)
            card.addSubview(button)
        }
        expectMatchesReference(ControlScene.settledScreen(runtime), named: "controls-dark@2x")
        runtime.userInterfaceStyle = .light
        runtime.stop()
    }
}
