import UIKit

final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("welcome.title", comment: "The first screen's title")
        let subtitle = NSLocalizedString("welcome.subtitle", tableName: "Onboarding", comment: "")
        let button = NSLocalizedString("welcome.start",
                                       value: "Start",
                                       comment: "The button that starts")
        let explicit = NSLocalizedString("welcome.help", bundle: Bundle.main, comment: "")
        let other = NSLocalizedString("welcome.other", bundle: Bundle(for: WelcomeViewController.self), comment: "")
        print(subtitle, button, explicit, other)
    }

    func loadMenu() -> Data? {
        guard let url = Bundle.main.url(forResource: "menu", withExtension: "json") else { return nil }
        _ = Bundle.main.path(forResource: "terms", ofType: "txt")
        _ = Bundle.main.infoDictionary?["CFBundleShortVersionString"]
        _ = Bundle.main.bundleIdentifier
        return try? Data(contentsOf: url)
    }
}
