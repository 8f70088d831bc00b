import UIKit

final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("welcome.title", bundle: .module, comment: "The first screen's title")
        let subtitle = NSLocalizedString("welcome.subtitle", tableName: "Onboarding", bundle: .module, comment: "")
        let button = NSLocalizedString("welcome.start",
                                       bundle: .module,
                                       value: "Start",
                                       comment: "The button that starts")
        let explicit = NSLocalizedString("welcome.help", bundle: .module, comment: "")
        let other = NSLocalizedString("welcome.other", bundle: Bundle(for: WelcomeViewController.self), comment: "")
        print(subtitle, button, explicit, other)
    }

    func loadMenu() -> Data? {
        guard let url = Bundle.module.url(forResource: "menu", withExtension: "json") else { return nil }
        _ = Bundle.module.path(forResource: "terms", ofType: "txt")
        _ = Bundle.main.infoDictionary?["CFBundleShortVersionString"]
        _ = Bundle.main.bundleIdentifier
        return try? Data(contentsOf: url)
    }
}
