import Foundation
import Logging

/// The calling thread's stack of UIKit graphics contexts (UIGraphicsPushContext and
/// the image context functions). One instance per thread, kept in the thread's
/// dictionary, so it needs no lock.
final class GraphicsContextStack {
    /// A pushed context; `imageFormat` is set for image contexts.
    struct Entry {
        let context: CGContext
        let imageFormat: ImageContextFactory.Format?
    }

    static let logger = Logger(label: "vitrine.uikit.graphics")
    private static let threadKey = "vitrine.uikit.graphicsContextStack"

    /// The stack of the calling thread, created on first use.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[threadKey] as? GraphicsContextStack {
            return stack
        }
        let stack = GraphicsContextStack()
        dictionary[threadKey] = stack
        return stack
    }

    private var entries: [Entry] = []

    var top: Entry? { entries.last }

    func push(_ entry: Entry) {
        entries.append(entry)
    }

    func pop() {
        guard entries.popLast() != nil else {
            Self.logger.warning("UIGraphicsPopContext() called with no context on the stack")
            return
        }
    }
}
