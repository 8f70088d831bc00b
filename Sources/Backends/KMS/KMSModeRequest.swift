/// A mode asked for by configuration: `1920x1080` (any refresh rate, the highest wins)
/// or `1920x1080@60` (the closest rate within 1 Hz).
public struct KMSModeRequest: Sendable, Equatable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var refreshRate: Double?

    public init(width: Int, height: Int, refreshRate: Double? = nil) {
        self.width = width
        self.height = height
        self.refreshRate = refreshRate
    }

    /// Parses `WIDTHxHEIGHT` or `WIDTHxHEIGHT@HZ`; nil when malformed or out of range.
    public init?(_ text: String) {
        let parts = text.lowercased().split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]),
              (1...16384).contains(width), (1...16384).contains(height) else { return nil }
        var rate: Double?
        if parts.count == 2 {
            guard let hz = Double(parts[1]), hz.isFinite, hz >= 1, hz <= 1000 else { return nil }
            rate = hz
        }
        self.init(width: width, height: height, refreshRate: rate)
    }

    public var description: String {
        refreshRate.map { "\(width)x\(height)@\($0.formatted())" } ?? "\(width)x\(height)"
    }
}

extension Double {
    /// "60" for 60.0, "59.94" for 59.94.
    fileprivate func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
