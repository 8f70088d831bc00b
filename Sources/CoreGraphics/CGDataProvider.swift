import Foundation

/// A source of bytes for `CGImage`. Vitrine only supports in-memory data.
public final class CGDataProvider: Sendable {
    /// The provided bytes.
    public let data: Data?

    /// A provider of `data`. (Apple takes CFData; on Linux, Data.)
    public init?(data: Data) {
        self.data = data
    }
}
