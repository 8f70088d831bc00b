import Testing
import VitrineTestSupport
import UIKitCore

@MainActor
@Suite("UIButton")
struct UIButtonTests {
    @Test func aSystemButtonDefaultsToTheTintAnd15PointTitles() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        button.setTitle("Button", for: .normal)
        #expect(button.titleLabel?.font.pointSize == 15)
        #expect(button.currentTitleColor == UIColor.systemBlue)
        #expect(button.titleColor(for: .disabled) == UIColor.systemGray)
        #expect(UIButton(type: .custom).currentTitleColor == UIColor.white)
        // A classic button with a 15-point title is 30 points tall (6 above and below).
        let size = button.intrinsicContentSize
        #expect(size.height == 30)
        #expect(size.width > 30 && size.width < 70)
    }

    // Apple: "If a title is not specified for a state, the default behavior is to use the
    // title associated with the normal state."
    @Test func perStateValuesFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.systemRed, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.title(for: [.selected, .highlighted]) == "Play", "combined states do not fall back to one flag")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.currentTitleColor == UIColor.systemRed)
        #expect(button.titleColor(for: .disabled) == UIColor.systemGray)
        button.setTitleColor(.black, for: .normal)
        #expect(button.titleColor(for: .disabled) == UIColor.black, "a normal colour set by the app is the fallback")
    }

    @Test func aFontSetOnTheTitleLabelStays() {
        let button = UIButton(type: .system)
        button.setTitle("Bold", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 22)
        button.isHighlighted = true
        button.isHighlighted = false
        #expect(button.titleLabel?.font.pointSize == 22)
        #expect(button.intrinsicContentSize.height > 30)
    }

    @Test func theTitleFollowsTheTint() {
        let parent = UIView()
        parent.tintColor = .systemPink
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        parent.addSubview(button)
        #expect(button.currentTitleColor == UIColor.systemPink)
        #expect(button.titleLabel?.textColor == UIColor.systemPink)
    }

    @Test func aPrimaryActionGivesItsTitleAndRunsOnTap() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 200)
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Order") { _ in runs += 1 })
        #expect(button.buttonType == .system && button.currentTitle == "Order")
        button.frame = CGRect(x: 100, y: 80, width: 100, height: 40)
        window.addSubview(button)
        runtime.tap(at: ControlScene.center(of: button))
        runtime.stepFrames(1)
        #expect(runs == 1)
    }

    @Test func aTapSendsTouchUpInsideThenPrimaryActionTriggered() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 200)
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 100, y: 80, width: 100, height: 40)
        window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        runtime.touchDown(at: ControlScene.center(of: button))
        runtime.stepFrames(1)
        #expect(button.isHighlighted)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(events == ["down", "up", "primary"])
        #expect(!button.isHighlighted)
    }

    @Test func aSuperviewTapRecognizerDoesNotStealTheButtonsTap() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 200)
        final class Counter { var taps = 0; func tapped() { taps += 1 } }
        let counter = Counter()
        window.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: Counter.tapped))
        var presses = 0
        let button = UIButton(configuration: .gray(), primaryAction: UIAction(title: "Go") { _ in presses += 1 })
        button.frame = CGRect(x: 100, y: 80, width: 100, height: 40)
        window.addSubview(button)
        runtime.tap(at: ControlScene.center(of: button))
        runtime.stepFrames(1)
        #expect(presses == 1 && counter.taps == 0)
        runtime.tap(at: CGPoint(x: 20, y: 20))
        runtime.stepFrames(1)
        #expect(counter.taps == 1, "outside the button the recognizer still works")
    }

    @Test func changesSelectionAsPrimaryActionTogglesBeforeTheAction() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 200)
        let button = UIButton(configuration: .plain())
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 100, y: 80, width: 100, height: 40)
        window.addSubview(button)
        var seen: [Bool] = []
        button.addAction(UIAction { _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
        runtime.tap(at: ControlScene.center(of: button))
        runtime.stepFrames(1)
        runtime.tap(at: CGPoint(x: 20, y: 20))   // two taps on the button would be a double tap
        runtime.stepFrames(30)
        runtime.tap(at: ControlScene.center(of: button))
        runtime.stepFrames(1)
        #expect(seen == [true, false])
    }

    // Apple: the system calls configurationUpdateHandler when the button's state changes.
    @Test func theUpdateHandlerRunsOnStateChangesAndMayChangeTheConfiguration() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 200)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Hold"
        let button = UIButton(configuration: configuration)
        var states: [UIControl.State] = []
        button.configurationUpdateHandler = { button in
            states.append(button.state)
            button.configuration?.title = button.isHighlighted ? "Holding" : "Hold"
        }
        button.frame = CGRect(x: 100, y: 80, width: 120, height: 40)
        window.addSubview(button)
        runtime.stepFrames(1)
        runtime.touchDown(at: ControlScene.center(of: button))
        runtime.stepFrames(1)
        #expect(button.titleLabel?.text == "Holding")
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(button.titleLabel?.text == "Hold")
        #expect(states == [.normal, .highlighted, .normal])
    }

    @Test func anAttributedTitleSetOnAConfigurationButtonIsShown() {
        let button = UIButton(configuration: .filled())
        let font = UIFont.boldSystemFont(ofSize: 24)
        button.setAttributedTitle(NSAttributedString(string: "Big", attributes: [.font: font]), for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.attributedText?.string == "Big")
        let shownFont = button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(shownFont == font)
        #expect(button.intrinsicContentSize.height > 40, "the bigger font makes the button taller")
    }

    /// Pressed and released, and a second button with the same title, show the title string
    /// made the first time: each `NSAttributedString` made on Linux keeps its attributes for
    /// good (swift-corelibs-foundation#5256), so a kiosk must not make one per press (issue 29).
    @Test func configurationTitlesAreMadeOnceAndShared() throws {
        let (runtime, window) = try ControlScene.make(width: 300, height: 200)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay now"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 100, y: 80, width: 120, height: 40)
        window.addSubview(button)
        runtime.stepFrames(1)
        let first = try #require(button.titleLabel?.attributedText)
        runtime.touchDown(at: ControlScene.center(of: button))
        runtime.stepFrames(1)
        runtime.touchUp()
        runtime.stepFrames(1)
        #expect(button.titleLabel?.attributedText === first)
        let twin = UIButton(configuration: configuration)
        twin.layoutIfNeeded()
        #expect(twin.titleLabel?.attributedText === first)
        #expect(first.string == "Pay now")
    }

    @Test func theTitleTransformerSetsTheFont() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Styled"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 30, weight: .bold)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        let font = button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 30)
    }

    @Test func configurationSizesFollowButtonSizeAndInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let medium = UIButton(configuration: configuration).intrinsicContentSize
        configuration.buttonSize = .large
        let large = UIButton(configuration: configuration).intrinsicContentSize
        configuration.buttonSize = .small
        let small = UIButton(configuration: configuration).intrinsicContentSize
        #expect(small.height < medium.height && medium.height < large.height)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        configuration.contentInsets = .zero
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == .zero, "insets set by the app stay")
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets.leading == 20)
    }

    @Test func updatedForAButtonResolvesTheStyleColours() {
        let button = UIButton(configuration: .filled())
        let normal = UIButton.Configuration.filled().updated(for: button)
        #expect(normal.baseForegroundColor == UIColor.white && normal.background.backgroundColor == UIColor.systemBlue)
        button.isEnabled = false
        let disabled = UIButton.Configuration.filled().updated(for: button)
        #expect(disabled.baseForegroundColor == UIColor.tertiaryLabel)
        #expect(disabled.background.backgroundColor == UIColor.tertiarySystemFill)
        button.isEnabled = true
        button.tintColor = .systemGreen
        #expect(UIButton.Configuration.tinted().updated(for: button).baseForegroundColor == UIColor.systemGreen)
    }

    @Test func showsActivityIndicatorSpinsInPlaceOfTheImage() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.image = UIImage(systemName: "checkmark")
        configuration.showsActivityIndicator = true
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        button.layoutIfNeeded()
        let spinner = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(spinner.isAnimating && spinner.color == UIColor.white)
        #expect(button.imageView?.image == nil)
        button.configuration?.showsActivityIndicator = false
        button.layoutIfNeeded()
        #expect(!spinner.isAnimating && button.imageView?.image != nil)
    }

    @Test func systemTypesHaveTheirGlyphSizes() {
        #expect(UIButton(type: .contactAdd).intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(UIButton(type: .detailDisclosure).intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func aPressRedrawsOnlyTheButton() throws {
        let (runtime, window) = try ControlScene.make(width: 400, height: 300)
        let backdrop = UILabel(frame: window.bounds)
        backdrop.text = String(repeating: "text ", count: 200)
        backdrop.numberOfLines = 0
        window.addSubview(backdrop)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Press"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 150, y: 130, width: 100, height: 40)
        window.addSubview(button)
        runtime.stepUntilIdle()
        runtime.touchDown(at: ControlScene.center(of: button))
        let frame = try #require(runtime.stepFrames(1).first)
        let damage = frame.damage.reduce(CGRect.null) { $0.union($1) }
        #expect(!damage.isNull && button.frame.contains(damage))
        runtime.touchUp()
        runtime.stepUntilIdle()
    }

    @Test func looksLikeIOS() throws {
        for scale in [1, 2] as [CGFloat] {
            let (runtime, window) = try ControlScene.make(width: 480, height: 330, scale: scale)
            let styles: [(String, UIButton.Configuration)] = [
                ("Plain", .plain()), ("Tinted", .tinted()), ("Gray", .gray()), ("Filled", .filled()),
            ]
            let states: [(UIButton) -> Void] = [
                { _ in }, { $0.isHighlighted = true }, { $0.isEnabled = false }, { $0.isSelected = true },
            ]
            for (row, (title, style)) in styles.enumerated() {
                for (column, setState) in states.enumerated() {
                    var configuration = style
                    configuration.title = title
                    let button = UIButton(configuration: configuration)
                    setState(button)
                    button.frame = CGRect(x: 10 + CGFloat(column) * 115, y: 10 + CGFloat(row) * 48, width: 105, height: 36)
                    window.addSubview(button)
                }
            }
            var capsule = UIButton.Configuration.borderedProminent()
            capsule.title = "Capsule"
            capsule.cornerStyle = .capsule
            capsule.subtitle = "subtitle"
            let capsuleButton = UIButton(configuration: capsule)
            capsuleButton.frame = CGRect(x: 10, y: 210, width: 140, height: 50)
            window.addSubview(capsuleButton)
            var red = UIButton.Configuration.filled()
            red.title = "Delete"
            red.baseBackgroundColor = .systemRed
            red.buttonSize = .large
            let redButton = UIButton(configuration: red)
            redButton.frame = CGRect(x: 160, y: 210, width: 140, height: 50)
            window.addSubview(redButton)
            let system = UIButton(type: .system)
            system.setTitle("Classic", for: .normal)
            system.frame = CGRect(x: 310, y: 215, width: 80, height: 30)
            window.addSubview(system)
            let pressed = UIButton(type: .system)
            pressed.setTitle("Pressed", for: .normal)
            pressed.isHighlighted = true
            pressed.frame = CGRect(x: 390, y: 215, width: 80, height: 30)
            window.addSubview(pressed)
            for (index, type) in [UIButton.ButtonType.contactAdd, .detailDisclosure, .close].enumerated() {
                let button = UIButton(type: type)
                button.frame = CGRect(x: 10 + CGFloat(index) * 50, y: 280, width: 40, height: 40)
                window.addSubview(button)
            }
            let custom = UIButton(type: .custom)
            custom.setTitle("Custom", for: .normal)
            custom.backgroundColor = .systemIndigo
            custom.frame = CGRect(x: 170, y: 280, width: 100, height: 36)
            window.addSubview(custom)
            expectMatchesReference(ControlScene.settledScreen(runtime), named: "button-styles@\(Int(scale))x")
            runtime.stop()
        }
    }
}
