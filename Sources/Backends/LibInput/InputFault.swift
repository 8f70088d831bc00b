import Glibc

/// Reads of libinput's events the backend is told to see fail (`VITRINE_INPUT_FAULT`):
/// `EIO:20` fails the next 20 reads with EIO, as a device whose descriptor errors makes
/// them fail. For checking that such a storm is logged once and survived (issue 29).
public struct InputFault: Sendable, Equatable {
    public var errorCode: Int32
    public var count: Int

    /// The errno names the setting takes.
    static let errorCodes: [String: Int32] = ["EIO": EIO, "ENODEV": ENODEV, "EINVAL": EINVAL, "ENOMEM": ENOMEM]

    public init(errorCode: Int32, count: Int) {
        self.errorCode = errorCode
        self.count = count
    }

    /// Reads `NAME:COUNT`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let code = Self.errorCodes[parts[0].uppercased()],
              let count = Int(parts[1]), count > 0 else { return nil }
        self.init(errorCode: code, count: count)
    }
}
