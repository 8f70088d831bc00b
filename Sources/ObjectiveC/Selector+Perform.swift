import Foundation
import Logging

extension Selector {
    /// Where selector calls that fail are logged; tests swap it to read the lines.
    nonisolated(unsafe) package static var logger = Logger(label: "vitrine.objc")

    /// Calls the selector's method on `target` with `arguments`; returns what it returned
    /// (`()` for nothing), or nil when it could not be called, which is logged with
    /// `caller` (the API that performed it): no method of that name for the target's type,
    /// or an argument that does not fit.
    @MainActor
    package func perform(on target: AnyObject, _ arguments: SelectorMethod.Arguments, caller: String) -> Any? {
        guard let method = method(for: target) else {
            Self.logger.error("\(caller): \(type(of: target)) does not respond to \(name)")
            return nil
        }
        switch method.invoke(on: target, arguments) {
        case .returned(let value):
            return value
        case .targetMismatch:
            Self.logger.error("\(caller): \(type(of: target)) does not respond to \(name)")
        case .argumentMismatch(let index, let expected):
            Self.logger.error("\(caller): \(name) not performed on \(type(of: target)): argument \(index + 1) is \(arguments.describe(index)), the method takes \(expected)")
        }
        return nil
    }
}

/// Selector methods are main-actor code (UIKit's and the app's); the Objective-C APIs that
/// call them are not isolated, as on iOS, and call them where they are called. The main
/// actor runs on the main thread in an app (`UIApplicationMain` runs the main run loop
/// there) and on a thread draining the main queue under the test runner.
package enum MainThread {
    /// Marks the main queue, to tell a block it runs from the main thread's other work.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor's thread.
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Runs `body` when called on the main actor's thread; elsewhere logs and returns nil.
    package static func run<R>(_ caller: String, _ body: @MainActor () -> R) -> R? {
        guard isCurrent else {
            Selector.logger.error("\(caller) called off the main thread: selectors are performed on the main thread only")
            return nil
        }
        let result = ResultBox<R>()
        MainActor.assumeIsolated { result.value = body() }
        return result.value
    }

    /// Carries the result out of the main actor's closure, on the same thread.
    private final class ResultBox<R>: @unchecked Sendable {
        var value: R?
    }
}
