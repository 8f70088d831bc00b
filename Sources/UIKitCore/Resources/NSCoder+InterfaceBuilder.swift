import Foundation

/// The attributes UIKit's `init?(coder:)` initializers read from a storyboard's coder.
/// Only a keyed coder that holds the key is asked: a base NSCoder traps on keyed calls.
extension NSCoder {
    /// The integer under `key` (a style's raw value), or nil when the coder lacks it.
    func interfaceBuilderInteger(forKey key: String) -> Int? {
        guard allowsKeyedCoding, containsValue(forKey: key) else { return nil }
        return decodeInteger(forKey: key)
    }

    /// The object under `key`, or nil when the coder lacks it.
    func interfaceBuilderObject(forKey key: String) -> Any? {
        guard allowsKeyedCoding, containsValue(forKey: key) else { return nil }
        return decodeObject(forKey: key)
    }

    /// The reuse identifier Interface Builder gives a cell ("UIReuseIdentifier"), or nil.
    var interfaceBuilderReuseIdentifier: String? {
        interfaceBuilderObject(forKey: "UIReuseIdentifier") as? String
    }
}
