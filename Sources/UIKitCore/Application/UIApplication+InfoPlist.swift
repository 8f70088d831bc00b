import Foundation

extension UIApplication {
    /// What the app's Info.plist asks of its launch, done before the app delegate is made:
    /// its fonts (`UIAppFonts`) are registered, its appearance (`UIUserInterfaceStyle`)
    /// is forced on `screen`, and keys naming what Vitrine cannot show are logged.
    package func applyInfoPlist(_ plist: InfoPlist, screen: UIScreen) {
        plist.logUnsupportedKeys()
        ApplicationFonts.register(plist.appFonts, in: ApplicationFonts.searchFolders(plistURL: plist.url))
        if let style = plist.userInterfaceStyle {
            let previous = screen.traitCollection
            screen.appUserInterfaceStyle = style
            screen.traitsDidChange(from: previous)
        }
    }
}
