import UIKit

/// The demo app: a tab bar controller whose Gallery tab is a navigation stack of the demo
/// pages, whose Settings tab shows the controls page, and whose Checkout tab presents an
/// alert, a sheet and an action sheet.
final class DemoTabBarController: UITabBarController {
    let gallery = GalleryViewController()
    let settings = PageViewController(page: DemoPage.controls)
    let actions = ActionsViewController()
    let galleryNavigation: UINavigationController

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        galleryNavigation = UINavigationController(rootViewController: gallery)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        galleryNavigation.navigationBar.prefersLargeTitles = true
        galleryNavigation.tabBarItem = UITabBarItem(title: "Gallery", image: UIImage(systemName: "square.grid.2x2"), tag: 0)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape.fill"), tag: 1)
        let checkout = UINavigationController(rootViewController: actions)
        checkout.tabBarItem = UITabBarItem(title: "Checkout", image: UIImage(systemName: "cart.fill"), tag: 2)
        checkout.tabBarItem.badgeValue = "3"
        viewControllers = [galleryNavigation, settings, checkout]
    }

    required init?(coder: NSCoder) { nil }
}
