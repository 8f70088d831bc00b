import Foundation

/// Reads a fuzzer's bytes as the values a target needs; past the end every read gives 0,
/// so any input, however short, is a complete program.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ data: Data) { bytes = [UInt8](data) }

    public var isAtEnd: Bool { offset >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    public mutating func int(below bound: Int) -> Int { bound <= 0 ? 0 : Int(byte()) % bound }

    /// A fraction 0...1, or now and then something hostile: NaN, an infinity, a huge or
    /// negative value, a denormal.
    public mutating func unit() -> Double {
        let raw = byte()
        switch raw {
        case 250: return .nan
        case 251: return .infinity
        case 252: return -.infinity
        case 253: return 1e300
        case 254: return -3
        case 255: return .leastNonzeroMagnitude
        default: return Double(raw) / 249
        }
    }

    /// A coordinate about `scale` wide, hostile now and then.
    public mutating func coordinate(_ scale: Double) -> Double { unit() * scale }

    /// Up to `limit` bytes as UTF-8 (invalid sequences repaired), stopping at a 0 byte.
    public mutating func string(limit: Int) -> String {
        var utf8: [UInt8] = []
        while utf8.count < limit, !isAtEnd {
            let next = byte()
            if next == 0 { break }
            utf8.append(next)
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Everything not read yet.
    public mutating func rest() -> Data {
        defer { offset = bytes.count }
        return offset < bytes.count ? Data(bytes[offset...]) : Data()
    }
}
