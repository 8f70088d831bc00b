import Foundation
import Logging

/// A class named in Info.plist (`UISceneDelegateClassName`, `UISceneClassName`), found as
/// iOS finds it: with `NSClassFromString`, which on Linux takes a module-qualified name
/// of a top-level class (`MyApp.SceneDelegate`; nested classes are not found).
///
/// What Xcode would have resolved is resolved here too: `$(PRODUCT_MODULE_NAME)` (or
/// `${PRODUCT_MODULE_NAME}`) is the app's module, and a bare name (`SceneDelegate`, an
/// Objective-C class name on iOS) is looked up in the app's module. The app's module is
/// the app delegate's.
@MainActor
enum InfoPlistClassName {
    private static let logger = Logger(label: "vitrine.application")

    /// The class called `name`, or nil (logged) when there is none.
    static func resolve(_ name: String, key: String) -> AnyClass? {
        let module = appModule
        var qualified = name.trimmingCharacters(in: .whitespaces)
        for variable in ["$(PRODUCT_MODULE_NAME)", "${PRODUCT_MODULE_NAME}", "$(TARGET_NAME)", "${TARGET_NAME}"] {
            if let module {
                qualified = qualified.replacingOccurrences(of: variable, with: module)
            }
        }
        var candidates = [qualified]
        if !qualified.contains(".") {
            if let module { candidates.append("\(module).\(qualified)") }
            // UIKit's own classes (UIWindowScene) are named without their module.
            candidates.append("UIKitCore.\(qualified)")
        } else if qualified.hasPrefix("UIKit.") {
            // The app sees UIKit's classes under `UIKit`; they live in UIKitCore.
            candidates.append("UIKitCore." + qualified.dropFirst("UIKit.".count))
        }
        for candidate in candidates where !candidate.contains("$") {
            if let found = NSClassFromString(candidate) { return found }
        }
        logger.error("Info.plist: \(key) \(name): no class of that name (Linux needs the module-qualified name of a top-level class, e.g. \(module ?? "MyApp").SceneDelegate); going on without it")
        return nil
    }

    /// The module of the app delegate's class, such as "MyApp".
    static var appModule: String? {
        guard let delegate = UIApplication.shared.delegate else { return nil }
        let name = String(reflecting: type(of: delegate))
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }
}
