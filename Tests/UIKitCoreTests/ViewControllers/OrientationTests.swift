import HeadlessDisplay
import Testing
import UIKitCore
import VitrinePlatform

/// The key window's root controller decides how the display is turned: a portrait-only
/// app on a landscape panel is shown turned a quarter, and the controllers hear
/// viewWillTransition(to:with:) with the new size.
@MainActor
struct OrientationTests {
    final class FixedOrientationController: UIViewController {
        let mask: UIInterfaceOrientationMask
        var transitions: [CGSize] = []
        var completions = 0
        init(_ mask: UIInterfaceOrientationMask) {
            self.mask = mask
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitions.append(size)
            coordinator.animate(alongsideTransition: nil) { _ in self.completions += 1 }
        }
    }

    @Test func aPortraitOnlyRootTurnsALandscapePanel() throws {
        let display = HeadlessDisplay(pixelWidth: 480, pixelHeight: 320, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow()
        let landscape = FixedOrientationController(.landscape)
        window.rootViewController = landscape
        window.makeKeyAndVisible()
        #expect(display.rotation == .none)
        let portrait = FixedOrientationController(.portrait)
        window.rootViewController = portrait
        #expect(display.rotation == .clockwise90)
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 480))
        #expect(window.bounds.size == CGSize(width: 320, height: 480))
        #expect(portrait.transitions == [CGSize(width: 320, height: 480)])
        #expect(portrait.completions == 1)
        runtime.stepFrames(1)
        #expect(portrait.view.bounds.size == CGSize(width: 320, height: 480))
        window.rootViewController = landscape
        #expect(display.rotation == .none)
        #expect(UIScreen.main.bounds.size == CGSize(width: 480, height: 320))
    }

    // The configured rotation is the base: a panel already turned to portrait stays so.
    @Test func aRootThatFitsThePanelLeavesTheConfiguredRotation() throws {
        let display = HeadlessDisplay(pixelWidth: 480, pixelHeight: 320, rotation: .counterclockwise90, clock: .stepped)
        _ = try VitrineRuntime(display: display)
        let window = UIWindow()
        window.rootViewController = FixedOrientationController(.portrait)
        window.makeKeyAndVisible()
        #expect(display.rotation == .counterclockwise90)
        window.rootViewController = FixedOrientationController(.landscapeLeft)
        #expect(display.rotation == .upsideDown)
    }
}
