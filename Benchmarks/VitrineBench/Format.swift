import Foundation

/// Formats figures for the report.
enum Format {
    static func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
    static func ratio(_ value: Double, _ reference: Double) -> String {
        reference > 0 ? String(format: "%.2fx", value / reference) : "n/a"
    }
    /// Both units: the goals are in MB (10^6 bytes), /proc and `ru_maxrss` count KiB.
    static func megabytes(_ bytes: Double) -> String {
        String(format: "%.1f MiB (%.1f MB)", bytes / 1_048_576, bytes / 1_000_000)
    }
}
