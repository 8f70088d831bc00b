import Foundation
import Testing
@testable import UIKitCore

/// Delegates made from their classes as iOS makes them from Info.plist or
/// `UIApplicationMain`'s class name: with the class's own `init()`, though the app's
/// declaration has no `required init()` and the class is not `final`.
@MainActor
struct DelegateFactoryTests {
    static var initialized: [String] = []

    // An app's delegate hierarchy as written for iOS: open, with stored properties and an
    // `override init()` of its own at each level.
    class BaseAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let launchedAt = "base"
        override init() {
            super.init()
            DelegateFactoryTests.initialized.append("BaseAppDelegate")
        }
    }
    class AppDelegate: BaseAppDelegate {
        var services: [String] = ["analytics", "storage"]
        override init() {
            super.init()
            DelegateFactoryTests.initialized.append("AppDelegate")
        }
    }
    // No initializer written: Swift synthesizes the override that sets the properties.
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var connections = 3
    }
    class PlainObjectDelegate: NSObject, UISceneDelegate {
        let name = "plain"
    }
    final class NotADelegate: UIResponder {}

    // UIApplicationMain: "the name of the class from which the application delegate is
    // instantiated" (UIKit, UIApplicationMain(_:_:_:_:)).
    @Test func aSubclassOfAnAppDelegateIsMadeByItsOwnInitializers() throws {
        Self.initialized = []
        let made = try #require(DelegateFactory.make(AppDelegate.self, as: UIApplicationDelegate.self))
        let delegate = try #require(made as? AppDelegate)
        #expect(type(of: delegate) == AppDelegate.self)
        #expect(Self.initialized == ["BaseAppDelegate", "AppDelegate"])
        #expect(delegate.services == ["analytics", "storage"])
        #expect(delegate.launchedAt == "base")
        #expect(delegate.window == nil)
    }

    // UISceneConfiguration.delegateClass: "the class of the object that UIKit creates to
    // serve as the scene's delegate".
    @Test func aSceneDelegateWithoutInitializersGetsItsPropertyDefaults() throws {
        let made = try #require(DelegateFactory.make(SceneDelegate.self, as: UISceneDelegate.self))
        let delegate = try #require(made as? SceneDelegate)
        #expect(delegate.connections == 3)
        let plain = try #require(DelegateFactory.make(PlainObjectDelegate.self, as: UISceneDelegate.self) as? PlainObjectDelegate)
        #expect(plain.name == "plain")
    }

    @Test func aClassThatIsNotTheDelegateAskedForIsRefused() {
        #expect(DelegateFactory.make(NotADelegate.self, as: UIApplicationDelegate.self) == nil)
        #expect(DelegateFactory.make(SwiftOnly.self, as: UIApplicationDelegate.self) == nil)
    }

    // Objects made this way are released like any other: no extra retain from the factory.
    @Test func aMadeDelegateIsReleasedWhenTheLastReferenceGoes() throws {
        weak var weakDelegate: AppDelegate?
        do {
            let delegate = try #require(DelegateFactory.make(AppDelegate.self, as: UIApplicationDelegate.self) as? AppDelegate)
            weakDelegate = delegate
            #expect(weakDelegate != nil)
        }
        #expect(weakDelegate == nil)
    }
}

private final class SwiftOnly {}
