import Foundation
import Logging

/// A nib file's contents. Vitrine reads no nib files: a nib's objects are made by code
/// registered under its name (`register(name:instantiate:)`, which code generated from a
/// `.xib` calls), and instantiating the nib runs that code. A nib nothing registered
/// gives no objects and logs it.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Makes a nib's top-level objects, setting the owner's outlets (`owner.view` for a
    /// view controller's nib).
    public typealias Instantiate = @MainActor (_ owner: Any?) -> [Any]

    /// What `instantiate(withOwner:options:)` takes in `options`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Objects the nib refers to but does not contain.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private static var registered: [String: Instantiate] = [:]

    /// The nib's name, or "data" for one made from data.
    let name: String
    /// What makes the objects of a nib made in code under no registered name.
    private let madeInCode: Instantiate?

    /// The nib called `name` in `bundle` (nil: the main bundle); its file is not read.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        madeInCode = nil
        super.init()
    }

    /// Vitrine: a nib whose objects `instantiate` makes, kept by this object only (a
    /// storyboard's prototype cell, whose segues belong to one view controller); `name`
    /// is for log lines.
    public init(name: String, instantiate: @escaping Instantiate) {
        self.name = name
        madeInCode = instantiate
        super.init()
    }

    /// A nib of archived `data`, which Vitrine does not read.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "data (\(data.count) bytes)"
        madeInCode = nil
        super.init()
    }

    /// Vitrine: makes `instantiate` the nib called `name`, in place of a `.nib` file.
    /// Registering a name again replaces it.
    public static func register(name: String, instantiate: @escaping Instantiate) {
        registered[name] = instantiate
    }

    /// Whether a nib called `name` was registered.
    static func isRegistered(_ name: String) -> Bool { registered[name] != nil }

    /// The nib's top-level objects, made by its registered code with `ownerOrNil` as the
    /// file's owner; none for a nib nothing registered (logged).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let instantiate = madeInCode ?? Self.registered[name] else {
            Logger.resources.warning("UINib \"\(name)\": no nib of that name was registered (UINib.register(name:instantiate:)); Vitrine reads no nib files, so it has no objects")
            return []
        }
        return instantiate(ownerOrNil)
    }

    /// The first top-level object of `type` (a nib's cell), or nil, logged, when the nib
    /// has none.
    func firstObject<Object>(of type: Object.Type, for use: String) -> Object? {
        let objects = instantiate(withOwner: nil)
        if let object = objects.lazy.compactMap({ $0 as? Object }).first { return object }
        if madeInCode != nil || Self.registered[name] != nil {
            Logger.resources.error("UINib \"\(name)\": \(use): no top-level \(Object.self) among its \(objects.count) objects; a plain one made")
        }
        return nil
    }
}
