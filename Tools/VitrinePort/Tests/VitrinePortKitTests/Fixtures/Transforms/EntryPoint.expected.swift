import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class OtherDelegate: UIResponder, UIApplicationDelegate {}
