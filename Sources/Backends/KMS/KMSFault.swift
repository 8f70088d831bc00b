import Glibc

/// Page flips the KMS display is told to see refused (`VITRINE_DRM_FAULT`): `EBUSY:30`
/// refuses the first 30 flips with EBUSY. For checking how failures are survived.
public struct KMSFault: Sendable, Equatable {
    public var errorCode: Int32
    public var count: Int

    /// The errno names the setting takes.
    static let errorCodes: [String: Int32] = ["EBUSY": EBUSY, "EINVAL": EINVAL, "ENOMEM": ENOMEM, "EIO": EIO]

    public init(errorCode: Int32, count: Int) {
        self.errorCode = errorCode
        self.count = count
    }

    /// Reads `NAME:COUNT`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let code = Self.errorCodes[parts[0].uppercased()],
              let count = Int(parts[1]), count > 0 else { return nil }
        self.init(errorCode: code, count: count)
    }
}
