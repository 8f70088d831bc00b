import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@main
final class OtherDelegate: UIResponder, UIApplicationDelegate {}
