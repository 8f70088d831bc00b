import Foundation
import Testing
@testable import UIKitCore

/// `metatype.init()` on a metatype value of a UIKit class (`let type: UIViewController.Type`),
/// which iOS apps write without `required init()` and `scripts/port` rewrites to
/// `metatype.vitrineInit()`: the object is of the metatype's dynamic class and made by that
/// class's own initializers, at every level of a hierarchy.
@MainActor
struct NSObjectInstantiationTests {
    static var initialized: [String] = []

    // UIViewController.init(nibName:bundle:): "If you subclass UIViewController, you must call
    // the super implementation of this method, even if you aren't using a NIB. (As a
    // convenience, the default init method will do this for you, and specify nil for both of
    // this method's arguments.)"
    class SectionViewController: UIViewController {
        var sections = ["Grid", "Lists"]
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            NSObjectInstantiationTests.initialized.append("SectionViewController")
        }
        required init?(coder: NSCoder) { nil }
    }
    // No initializer written: Swift synthesizes the overrides, which set `rows` first.
    class GridViewController: SectionViewController {
        var rows = 12
    }
    class EmojiGridViewController: GridViewController {
        let emoji = "🦊"
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            NSObjectInstantiationTests.initialized.append("EmojiGridViewController")
        }
        required init?(coder: NSCoder) { nil }
    }

    class BadgeView: UIView {
        var count = 3
        override init(frame: CGRect) {
            super.init(frame: frame)
            NSObjectInstantiationTests.initialized.append("BadgeView")
        }
        required init?(coder: NSCoder) { nil }
    }
    class RoundBadgeView: BadgeView {
        var radius = 8.0
    }

    @Test func aViewControllerMetatypeMakesItsDynamicClassThroughItsInitializers() throws {
        let types: [UIViewController.Type] = [GridViewController.self, EmojiGridViewController.self]
        Self.initialized = []
        let grid = try #require(types[0].vitrineInit() as? GridViewController)
        #expect(type(of: grid) == GridViewController.self)
        #expect(Self.initialized == ["SectionViewController"])
        #expect(grid.rows == 12 && grid.sections == ["Grid", "Lists"])
        #expect(grid.nibName == nil && !grid.isViewLoaded)

        Self.initialized = []
        let emoji = try #require(types[1].vitrineInit() as? EmojiGridViewController)
        #expect(Self.initialized == ["SectionViewController", "EmojiGridViewController"])
        #expect(emoji.emoji == "🦊" && emoji.rows == 12)
    }

    // UIView.init(): a view made with no frame has the zero rectangle, through init(frame:).
    @Test func aViewMetatypeMakesItsClassThroughInitFrame() throws {
        let type: UIView.Type = RoundBadgeView.self
        Self.initialized = []
        let view = try #require(type.vitrineInit() as? RoundBadgeView)
        #expect(Self.initialized == ["BadgeView"])
        #expect(view.frame == .zero && view.count == 3 && view.radius == 8)
    }

    @Test func aMadeObjectIsReleasedWhenTheLastReferenceGoes() {
        weak var weakController: GridViewController?
        do {
            let type: UIViewController.Type = GridViewController.self
            let controller = type.vitrineInit()
            weakController = controller as? GridViewController
            #expect(weakController != nil)
        }
        #expect(weakController == nil)
    }

    // A controller that declares its own designated init() does not inherit UIKit's
    // convenience init() (The Swift Programming Language, "Automatic Initializer
    // Inheritance": a subclass inherits its superclass's convenience initializers only when
    // it provides all of its designated ones), so its vtable entry for NSObject.init()
    // traps; iOS reaches that init() through the Objective-C runtime ("init()": "Implemented
    // by subclasses to initialize a new object"). The closure scripts/port registers makes it.
    class WiFiSettingsViewController: UIViewController {
        let networks: [String]
        init() {
            networks = ["Home", "Office"]
            super.init(nibName: nil, bundle: nil)
            NSObjectInstantiationTests.initialized.append("WiFiSettingsViewController")
        }
        required init?(coder: NSCoder) { nil }
    }
    class HiddenNetworksViewController: WiFiSettingsViewController {}

    @Test func aControllerWithItsOwnInitIsMadeByTheRegisteredInitializer() throws {
        NSObject.vitrineRegisterInit(WiFiSettingsViewController.self) { WiFiSettingsViewController() }
        NSObject.vitrineRegisterInit(HiddenNetworksViewController.self) { HiddenNetworksViewController() }
        let types: [UIViewController.Type] = [WiFiSettingsViewController.self, HiddenNetworksViewController.self]
        Self.initialized = []
        let settings = try #require(types[0].vitrineInit() as? WiFiSettingsViewController)
        #expect(type(of: settings) == WiFiSettingsViewController.self)
        #expect(settings.networks == ["Home", "Office"] && settings.nibName == nil)
        let hidden = types[1].vitrineInit()
        #expect(type(of: hidden) == HiddenNetworksViewController.self)
        #expect(Self.initialized == ["WiFiSettingsViewController", "WiFiSettingsViewController"])
        // A registration is for its class only: other classes still go through the vtable.
        Self.initialized = []
        _ = try #require((GridViewController.self as UIViewController.Type).vitrineInit() as? GridViewController)
        #expect(Self.initialized == ["SectionViewController"])
    }
}
