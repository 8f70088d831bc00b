import Foundation
import Logging

/// A nib file's contents. Vitrine has no Interface Builder archives: a nib can be made,
/// so code that names one compiles and runs, but instantiating it gives no objects and
/// logs that nibs and storyboards are not supported. Build those views in code.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// What `instantiate(withOwner:options:)` takes in `options`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Objects the nib refers to but does not contain.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name, or "data" for one made from data.
    let name: String

    /// The nib called `name` in `bundle` (nil: the main bundle); its file is not read.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// A nib of archived `data`, which Vitrine does not read.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "data (\(data.count) bytes)"
        super.init()
    }

    /// The nib's top-level objects: none on Vitrine (logged).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        Self.reportUnsupported(name, use: "instantiate(withOwner:options:)")
        return []
    }

    /// The one log line for every use of a nib.
    nonisolated static func reportUnsupported(_ name: String, use: String) {
        Logger.resources.warning("UINib \"\(name)\": \(use): nibs and storyboards are not supported on Vitrine; build the views in code")
    }
}
