import HeadlessDisplay
import Testing
import UIKitCore
import VitrinePlatform

/// iOS 17's registerForTraitChanges: handlers run with the object and its previous traits
/// when a watched trait changes (appearance, or the size classes when the display turns),
/// and not for other traits; unregistering stops them.
@Suite(.serialized)
@MainActor
struct TraitChangeRegistrationTests {
    @Test func aViewHearsTheTraitsItWatches() throws {
        let display = HeadlessDisplay(pixelWidth: 800, pixelHeight: 600, clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var styles: [UIUserInterfaceStyle] = []
        var sizes: [UIUserInterfaceSizeClass] = []
        let styleRegistration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            styles.append(previous.userInterfaceStyle)
            #expect(view.traitCollection.userInterfaceStyle != previous.userInterfaceStyle)
        }
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: UIView, _: UITraitCollection) in
            sizes.append(view.traitCollection.horizontalSizeClass)
        }
        runtime.userInterfaceStyle = .dark
        #expect(styles == [.light])
        #expect(sizes.isEmpty)
        // Turning the 800-point-wide panel to portrait makes it compact.
        display.setRotation(.clockwise90)
        #expect(sizes == [.compact])
        #expect(styles == [.light])
        view.unregisterForTraitChanges(styleRegistration)
        runtime.userInterfaceStyle = .light
        #expect(styles == [.light])
        runtime.userInterfaceStyle = .light
    }

    @Test func aControllerHearsChangesOfItsView() throws {
        let display = HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped)
        _ = try VitrineRuntime(display: display)
        let controller = UIViewController()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var heard = 0
        controller.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (_: UIViewController, _: UITraitCollection) in
            heard += 1
        }
        controller.overrideUserInterfaceStyle = .dark
        #expect(heard == 1)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.preferredContentSizeCategory == .large)
    }

    @Test func contentSizeCategoriesAreOrdered() {
        #expect(UIContentSizeCategory.small < .large)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(preferredContentSizeCategory: .small),
                                                    UITraitCollection(userInterfaceStyle: .dark)])
        #expect(traits.preferredContentSizeCategory == .small && traits.userInterfaceStyle == .dark)
    }
}
