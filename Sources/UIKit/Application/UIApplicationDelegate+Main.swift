import Foundation

extension UIApplicationDelegate {
    /// Entry point for `@main`: runs `UIApplicationMain` with this delegate class.
    public static func main() {
        let code = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegateClass: Self.self)
        exit(code)
    }
}
