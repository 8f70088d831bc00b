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
}
