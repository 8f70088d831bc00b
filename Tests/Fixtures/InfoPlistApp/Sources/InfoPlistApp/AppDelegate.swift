import UIKit

/// An iOS app whose scene delegate, font, appearance and version are in its Info.plist
/// (../../AppInfo/Info.plist), as Xcode's template writes them; InfoPlistAppTests runs it
/// headless with that plist where a SwiftPM build puts it. Without a scene delegate (the
/// plist names a class that is not there) the app delegate reports instead.
/// AppInfo/VitrineFixtureSans.ttf is a font made for these tests with fontTools (every glyph
/// a box, family "Vitrine Fixture Sans"; public domain), so no installed font has its name.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidBecomeActive(_ application: UIApplication) {
        Report.print(sceneDelegate: "none", configurationName: application.openSessions.first?.configuration.name,
                     window: UIWindow())
    }
}
