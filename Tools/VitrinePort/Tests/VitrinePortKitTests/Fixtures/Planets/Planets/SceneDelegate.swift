import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard window != nil else {
            print("SceneDelegate: no window from Main.storyboard")
            return
        }
        print("SceneDelegate: window from Main.storyboard shows \(type(of: window!.rootViewController!))")
    }
}
