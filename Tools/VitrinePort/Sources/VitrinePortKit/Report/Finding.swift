import Foundation

/// One thing the port could not carry over, or changed in a way a person should know.
public struct Finding: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        /// The package would not build or would not work: nothing is written unless the
        /// finding is dealt with (`--stub`, `--exclude`).
        case error
        /// Written, but needs a look (a hand edit may be needed).
        case warning
        /// What was changed, for the record.
        case note

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.error, .warning, .note]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    public var severity: Severity
    /// The file, relative to the project's root.
    public var file: String
    public var line: Int?
    public var message: String

    public init(_ severity: Severity, file: String, line: Int? = nil, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)"
    }
}
