import Foundation
import UIKit

/// Makes the demo's window: the tab bar app for the tour, or one page alone for
/// `--page`, and starts the tour.
final class DemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var tour: DemoTour?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let options = DemoOptions.current
        let tour: DemoTour
        if let name = options.page, let page = DemoPage.all.first(where: { $0.name == name }) {
            let controller = PageViewController(page: page)
            window.rootViewController = controller
            tour = DemoTour(single: controller, options: options)
        } else {
            let app = DemoTabBarController()
            window.rootViewController = app
            tour = DemoTour(app: app, options: options)
        }
        window.makeKeyAndVisible()
        self.window = window
        self.tour = tour
        tour.start()
    }
}
