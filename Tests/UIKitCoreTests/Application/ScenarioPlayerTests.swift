import CoreGraphics
import Foundation
import Testing
@testable import UIKitCore
import VitrinePlatform

/// What the scenario player (VITRINE_SCENARIO, scripts/compat) reads from the screen: the
/// view controller on top, the frontmost view showing a text, what part of a view is on
/// screen, and how much of the screen changed between two steps.
@MainActor
struct ScenarioPlayerTests {
    @Test func theTopControllerFollowsNavigationAndPresentation() throws {
        let root = UIViewController()
        root.title = "Settings"
        let navigation = UINavigationController(rootViewController: root)
        let (runtime, _) = try ControllerScene.make(root: navigation)
        #expect(ScenarioPlayer.describe(ScenarioPlayer.topViewController()) == "UIViewController \"Settings\"")
        let alert = UIAlertController(title: "Could not retrieve data", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        ControllerScene.settle(runtime)
        #expect(ScenarioPlayer.topViewController() === alert)
        // The alert's button is found by its title, in front of everything else.
        let ok = try #require(ScenarioPlayer.frontmostView { ScenarioPlayer.text(of: $0) == "OK" })
        let center = try #require(ScenarioPlayer.visibleCenter(of: ok))
        #expect(UIScreen.main.bounds.contains(center))
        #expect(ScenarioPlayer.frontmostView { ScenarioPlayer.text(of: $0) == "Cancel" } == nil)
    }

    @Test func aViewOffScreenOrClippedAwayHasNoVisibleCenter() throws {
        let controller = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: controller)
        let clip = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        clip.clipsToBounds = true
        controller.view.addSubview(clip)
        let label = UILabel(frame: CGRect(x: 150, y: 0, width: 100, height: 20))
        label.text = "Half"
        clip.addSubview(label)
        let hidden = UILabel(frame: CGRect(x: 0, y: 200, width: 100, height: 20))
        hidden.text = "Below"
        clip.addSubview(hidden)
        ControllerScene.settle(runtime)
        // Only x 150...200 of the label is inside its clipping superview.
        #expect(ScenarioPlayer.visibleCenter(of: label) == CGPoint(x: 175, y: 110))
        #expect(ScenarioPlayer.visibleCenter(of: hidden) == nil)
        #expect(ScenarioPlayer.frontmostView { ScenarioPlayer.text(of: $0) == "Below" } == nil)
    }

    @Test func theChangedShareCountsDifferingPixels() {
        let first = PixelBuffer(width: 2, height: 2)
        let second = PixelBuffer(width: 2, height: 2)
        #expect(ScenarioPlayer.changedShare(first, second) == 0)
        second.data.storeBytes(of: UInt32(0xFF00_00FF), toByteOffset: second.bytesPerRow, as: UInt32.self)
        #expect(ScenarioPlayer.changedShare(first, second) == 0.25)
        #expect(ScenarioPlayer.changedShare(first, PixelBuffer(width: 3, height: 2)) == 1)
    }

    /// A `key` step names a key; pressed through the runtime, it takes the keyboard's path
    /// (here: Tab focuses the first focusable view).
    @Test func keyStepsPressKeysAsAKeyboardDoes() throws {
        let named = try #require(ScenarioPlayer.key(named: "shift-tab"))
        #expect(named.0 == .keyboardTab && named.1 == "\t" && named.2 == .shift)
        #expect(ScenarioPlayer.key(named: "down")?.0 == .keyboardDownArrow)
        #expect(ScenarioPlayer.key(named: "x")?.1 == "x")
        #expect(ScenarioPlayer.key(named: "hyperspace") == nil)

        final class Tile: UIView {
            override var canBecomeFocused: Bool { true }
        }
        let controller = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: controller)
        let tile = Tile(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        controller.view.addSubview(tile)
        ControllerScene.settle(runtime)
        runtime.pressKey(.keyboardTab, characters: "\t")
        ControllerScene.settle(runtime)
        #expect(tile.isFocused)
    }

    /// A split view controller's column in front is on top: collapsed (compact width), the
    /// secondary pushed onto the primary's stack; side by side, the secondary.
    @Test(arguments: [390, 1024])
    func theTopControllerFollowsASplitViewsFrontColumn(width: Int) throws {
        let split = UISplitViewController(style: .doubleColumn)
        let menu = UIViewController(), detail = UIViewController()
        menu.title = "Menu"
        detail.title = "Detail"
        split.setViewController(menu, for: .primary)
        split.setViewController(detail, for: .secondary)
        let (runtime, _) = try ControllerScene.make(root: split, width: width)
        ControllerScene.settle(runtime)
        #expect(split.isCollapsed == (width == 390))
        #expect(ScenarioPlayer.topViewController() === detail)
    }
}
