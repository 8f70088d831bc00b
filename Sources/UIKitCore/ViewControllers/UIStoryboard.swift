import Foundation
import Logging

/// A storyboard: the view controllers of an app's screens, by identifier, and the one it
/// starts with. Vitrine has no Interface Builder loader: a storyboard's scenes are made in
/// code and registered under its name (`register(name:scenes:)`; `scripts/port` writes
/// that registration for a storyboard whose scenes it can make in code), with their views
/// (`loadView(of:_:)`) and segues (`addSegue`, UIStoryboard+Segues.swift). Info.plist's
/// `UIMainStoryboardFile` and `UISceneStoryboardFile` then work as on iOS: UIKit makes the
/// window, gives it the initial view controller and hands it to the delegate.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// Makes the view controller with a storyboard identifier, or the initial one for nil.
    public typealias Scenes = @MainActor (_ identifier: String?) -> UIViewController?

    static let logger = Logger(label: "vitrine.uikit.storyboard")
    private static var registered: [String: Scenes] = [:]

    let name: String
    private let scenes: Scenes?

    /// The storyboard called `name`. On iOS a name that no storyboard has raises an
    /// exception; here it logs, and the storyboard makes no view controllers.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        scenes = Self.registered[name]
        super.init()
        if scenes == nil {
            Self.logger.error("no storyboard named \"\(name)\": Vitrine reads no storyboard files; make its scenes in code with UIStoryboard.register(name:scenes:) (scripts/port does for simple ones)")
        }
    }

    /// Vitrine: makes `scenes` the storyboard called `name`, in place of a `.storyboard`
    /// file. Registering a name again replaces it.
    public static func register(name: String, scenes: @escaping Scenes) {
        registered[name] = scenes
    }

    /// Whether a storyboard called `name` was registered.
    static func isRegistered(_ name: String) -> Bool { registered[name] != nil }

    /// The view controller the storyboard starts with; nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        make(nil)
    }

    /// The initial view controller; `creator` is not called (Vitrine has no coder to give it).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        make(nil) as? ViewController
    }

    /// The view controller with `identifier`. iOS raises an exception for an identifier the
    /// storyboard lacks; here it logs and gives a plain view controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        make(identifier) ?? UIViewController()
    }

    /// The view controller with `identifier`, as `ViewController`. One of another class (a
    /// programmer error iOS traps on) is logged and a new `ViewController` made in its place.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if let made = make(identifier) as? ViewController { return made }
        Self.logger.error("storyboard \"\(name)\": \"\(identifier)\" is not a \(ViewController.self)")
        guard let made = DelegateFactory.make(ViewController.self, as: ViewController.self) else {
            preconditionFailure("storyboard \"\(name)\": cannot make a \(ViewController.self)")
        }
        return made
    }

    private func make(_ identifier: String?) -> UIViewController? {
        guard let scenes else { return nil }
        guard let controller = scenes(identifier) else {
            if let identifier {
                Self.logger.error("storyboard \"\(name)\" has no view controller with identifier \"\(identifier)\"")
            }
            return nil
        }
        controller.storyboard = self
        for child in controller.children { child.storyboard = child.storyboard ?? self }
        return controller
    }

    /// Vitrine: `make` makes `controller`'s view: the default `loadView()` (of
    /// UIViewController, UITableViewController and UICollectionViewController) uses it, as
    /// iOS's loads the view from the storyboard; an app's override that does not call super
    /// still makes its own. A view already loaded is replaced at once.
    public static func loadView(of controller: UIViewController, _ make: @escaping @MainActor () -> UIView) {
        if controller.isViewLoaded {
            controller.view = make()
        } else {
            controller.storyboardViewMaker = make
        }
    }
}
