import Foundation

/// The transition between two view controllers of a storyboard: the source's
/// `prepare(for:sender:)` gets it before `perform()` shows the destination. Subclass it
/// and override `perform()` for a custom segue.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard, or nil.
    public let identifier: String?
    /// The view controller the segue starts from.
    public let source: UIViewController
    /// The view controller the segue shows.
    public let destination: UIViewController
    // final: a non-final member of a @MainActor closure type breaks linking of subclasses (docs/ARCHITECTURE.md).
    private final var performHandler: (@MainActor () -> Void)?

    /// A segue from `source` to `destination`; its `perform()` does nothing until a
    /// subclass overrides it.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination: runs the perform handler, if the segue has one.
    open func perform() {
        performHandler?()
    }
}
