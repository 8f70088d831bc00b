import Foundation
import UIKit

/// One line of JSON on standard output for the test, then the app ends.
enum Report {
    static func print(sceneDelegate: String, configurationName: String?, window: UIWindow) {
        let style: String
        switch window.traitCollection.userInterfaceStyle {
        case .dark: style = "dark"
        case .light: style = "light"
        default: style = "unspecified"
        }
        let report: [String: String] = [
            "sceneDelegate": sceneDelegate,
            "configurationName": configurationName ?? "nil",
            "version": Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "nil",
            "build": Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "nil",
            "identifier": Bundle.main.bundleIdentifier ?? "nil",
            "style": style,
            "font": UIFont(name: "Vitrine Fixture Sans", size: 17)?.familyName ?? "nil",
        ]
        let data = try! JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        Swift.print("REPORT " + String(decoding: data, as: UTF8.self))
        fflush(stdout)
        exit(0)
    }
}
