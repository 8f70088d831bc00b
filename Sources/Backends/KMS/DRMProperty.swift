/// A property of a DRM object (connector, CRTC, plane) with its current value.
package struct DRMProperty: Sendable, Equatable {
    package var id: UInt32
    package var name: String
    package var value: UInt64
    /// Names of the values of an enum property ("Left Side Up"), or of the bits of a
    /// bitmask property keyed by the bit's value ("rotate-90" at 2).
    package var enumNames: [UInt64: String]
    package var isBitmask: Bool
    /// Whether the value is the id of a blob (a mode, the format list).
    package var isBlob: Bool
    package var isImmutable: Bool

    package init(id: UInt32, name: String, value: UInt64, enumNames: [UInt64: String] = [:],
                 isBitmask: Bool = false, isBlob: Bool = false, isImmutable: Bool = false) {
        self.id = id
        self.name = name
        self.value = value
        self.enumNames = enumNames
        self.isBitmask = isBitmask
        self.isBlob = isBlob
        self.isImmutable = isImmutable
    }

    /// The value as modetest shows it: the enum name when it has one.
    package var valueDescription: String {
        if isBitmask {
            return enumNames.keys.sorted().filter { value & $0 != 0 }.map { enumNames[$0]! }.joined(separator: "|")
        }
        if let name = enumNames[value] { return name }
        return isBlob ? "blob \(value)" : String(value)
    }
}

extension Array where Element == DRMProperty {
    /// The property named `name` (DRM names are case-sensitive: "CRTC_ID", "panel orientation").
    package func named(_ name: String) -> DRMProperty? {
        first { $0.name == name }
    }
}
