import UIKit

/// The check app's delegate: a window with the check scene, then the phases.
final class CheckAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var run: CheckRun?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        self.window = window
        let run = CheckRun(scene: CheckScene(in: window), options: CheckRun.options)
        run.start()
        self.run = run
        return true
    }
}
