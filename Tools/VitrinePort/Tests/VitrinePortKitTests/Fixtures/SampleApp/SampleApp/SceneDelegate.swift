import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    /// The first screen's class, a metatype value as apps that pick screens from a table
    /// keep them: `init()` on it needs the port's rewrite.
    let rootViewControllerType: UIViewController.Type = CounterViewController.self

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: rootViewControllerType.init())
        window.makeKeyAndVisible()
        self.window = window
    }
}
