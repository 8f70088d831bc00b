import Foundation

/// Why the KMS display could not start or allocate.
public enum KMSError: Error, CustomStringConvertible, Equatable {
    /// No card to use (none at all, or none with KMS).
    case noDevice(String)
    /// A system call failed; the errno value says why.
    case system(String, Int32)
    /// The card lacks something the backend needs (dumb buffers, a scan-out format).
    case unsupported(String)

    public var description: String {
        switch self {
        case .noDevice(let reason): reason
        case .system(let what, let code): "\(what): \(String(cString: strerror(code)))"
        case .unsupported(let what): what
        }
    }
}
