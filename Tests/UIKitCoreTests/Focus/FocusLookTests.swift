import Foundation
import HeadlessDisplay
import Testing
import UIKitCore
import VitrineTestSupport

/// How focus looks: the system halo (Apple's UIFocusHaloEffect, iPadOS 15) is a ring in the
/// focused view's tint colour just outside its rounded bounds; a halo effect can follow
/// another shape. Light and dark, at scale 2, tolerance 2 levels per channel.
@MainActor
@Suite(.serialized)
struct FocusLookTests {
    final class Tile: UIView {
        override var canBecomeFocused: Bool { true }
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theHaloRingsTheFocusedView(style: UIUserInterfaceStyle) throws {
        let root = UIViewController()
        let (runtime, window) = try ControllerScene.make(root: root, width: 240, height: 120, scale: 2)
        window.overrideUserInterfaceStyle = style
        root.view.backgroundColor = .systemBackground
        let rounded = Tile(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        rounded.backgroundColor = .secondarySystemFill
        rounded.layer.cornerRadius = 16
        let shaped = Tile(frame: CGRect(x: 140, y: 20, width: 80, height: 80))
        shaped.backgroundColor = .secondarySystemFill
        shaped.tintColor = .systemPink
        shaped.focusEffect = UIFocusHaloEffect(roundedRect: CGRect(x: 10, y: 10, width: 60, height: 60), cornerRadius: 30, curve: .circular)
        for tile in [rounded, shaped] { root.view.addSubview(tile) }
        ControllerScene.settle(runtime)

        let system = try #require(UIFocusSystem.focusSystem(for: rounded))
        system.requestFocusUpdate(to: rounded)
        system.updateFocusIfNeeded()
        #expect(rounded.isFocused)
        ControllerScene.settle(runtime)
        let first = try #require(runtime.renderScreen())
        system.requestFocusUpdate(to: shaped)
        system.updateFocusIfNeeded()
        #expect(shaped.isFocused && !rounded.isFocused)
        ControllerScene.settle(runtime)
        let second = try #require(runtime.renderScreen())
        let name = "focus-halo-\(style == .dark ? "dark" : "light")"
        expectMatchesReference(first, named: name + "-rounded")
        expectMatchesReference(second, named: name + "-shaped")
    }
}
