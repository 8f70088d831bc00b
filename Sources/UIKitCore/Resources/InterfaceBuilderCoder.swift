import Foundation

/// Vitrine: the coder that code generated from storyboards and nibs passes to
/// `init?(coder:)`, as iOS passes its archive's decoder: a keyed coder over the attributes
/// an initializer must know (a cell's style, a table's style, a button's type) under
/// Interface Builder's keys. A key it lacks decodes as nil, zero or false, as an
/// archive's does.
public final class InterfaceBuilderCoder: NSCoder {
    private let values: [String: Any]

    /// A coder holding `values` by key.
    public init(_ values: [String: Any] = [:]) {
        self.values = values
        super.init()
    }

    /// True: the attributes are read by key, as from a storyboard's keyed archive.
    public override var allowsKeyedCoding: Bool { true }

    /// Whether the attributes include `key`.
    public override func containsValue(forKey key: String) -> Bool {
        values[key] != nil
    }

    /// The attribute under `key`, or nil.
    public override func decodeObject(forKey key: String) -> Any? {
        values[key]
    }

    /// The attribute under `key` as an integer (a style's raw value), or 0.
    public override func decodeInteger(forKey key: String) -> Int {
        values[key] as? Int ?? (values[key] as? NSNumber)?.intValue ?? 0
    }

    /// The attribute under `key` as a Boolean, or false.
    public override func decodeBool(forKey key: String) -> Bool {
        values[key] as? Bool ?? (values[key] as? NSNumber)?.boolValue ?? false
    }

    /// The attribute under `key` as a double, or 0.
    public override func decodeDouble(forKey key: String) -> Double {
        values[key] as? Double ?? (values[key] as? NSNumber)?.doubleValue ?? 0
    }

    /// The attribute under `key` as a float, or 0.
    public override func decodeFloat(forKey key: String) -> Float {
        values[key] as? Float ?? (values[key] as? NSNumber)?.floatValue ?? 0
    }
}
