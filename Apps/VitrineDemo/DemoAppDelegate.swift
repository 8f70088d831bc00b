import Foundation
import UIKit

/// The demo's app delegate, written as on iOS.
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var tour: DemoTour?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window

        let tour = DemoTour(window: window, options: DemoOptions.current)
        tour.start()
        self.tour = tour
        return true
    }
}
