import Glibc

/// A failure the KMS display is told to see (`VITRINE_DRM_FAULT`), for checking how it is
/// survived: `EBUSY:30` refuses the next 30 page flips with EBUSY; `alloc:ENOMEM:2` fails
/// the next 2 makings of the dumb buffers (at start, a mode change or a hot-plug) and
/// `gbm:ENOMEM:1` the next making of the GPU renderer's GBM buffers.
public struct KMSFault: Sendable, Equatable {
    /// What fails.
    public enum Target: String, Sendable {
        case pageFlip = "flip"
        case dumbBuffers = "alloc"
        case gpuBuffers = "gbm"
    }

    public var target: Target
    public var errorCode: Int32
    public var count: Int

    /// The errno names the setting takes.
    static let errorCodes: [String: Int32] = ["EBUSY": EBUSY, "EINVAL": EINVAL, "ENOMEM": ENOMEM, "EIO": EIO]

    public init(_ target: Target = .pageFlip, errorCode: Int32, count: Int) {
        self.target = target
        self.errorCode = errorCode
        self.count = count
    }

    /// Reads `[TARGET:]NAME:COUNT` (TARGET `flip`, the default, `alloc` or `gbm`); nil for
    /// anything else.
    public init?(_ text: String) {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var target = Target.pageFlip
        if parts.count == 3 {
            guard let named = Target(rawValue: parts[0].lowercased()) else { return nil }
            target = named
            parts.removeFirst()
        }
        guard parts.count == 2, let code = Self.errorCodes[parts[0].uppercased()],
              let count = Int(parts[1]), count > 0 else { return nil }
        self.init(target, errorCode: code, count: count)
    }

    /// Reads faults separated by commas (`EBUSY:30,alloc:ENOMEM:1`), at most one a
    /// target; nil when one of them is bad.
    public static func list(_ text: String) -> [KMSFault]? {
        let faults = text.split(separator: ",", omittingEmptySubsequences: false).map { KMSFault(String($0)) }
        guard !faults.isEmpty, !faults.contains(nil) else { return nil }
        let valid = faults.compactMap { $0 }
        return Set(valid.map(\.target)).count == valid.count ? valid : nil
    }
}
