import Foundation

/// Where the process's resident memory lies, read from `/proc/self/smaps`: the soak prints it
/// beside RSS so that growth can be placed (issue 29): malloc's main heap, anonymous mappings
/// (malloc's other arenas and large blocks, pixel buffers mapped directly), and file pages
/// (code and fonts, which are read once and stay).
struct MemoryMap {
    /// Resident bytes of the `[heap]` segment (malloc's main arena).
    var heapBytes = 0
    /// Resident bytes of anonymous mappings without a name.
    var anonymousBytes = 0
    /// How many of those are 64 KiB or larger: pixel buffers and malloc's large blocks.
    var largeAnonymousMappings = 0
    /// Resident bytes of mapped files that are file pages (not copies written by the process).
    var fileBytes = 0

    /// The map now, or nil where `/proc/self/smaps` cannot be read.
    static func now() -> MemoryMap? {
        // Read to the end with stdio: Foundation's one read of a /proc file (whose size is 0)
        // stops after the first few mappings.
        guard let file = fopen("/proc/self/smaps", "r") else { return nil }
        defer { fclose(file) }
        var text = ""
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line { text += String(cString: line) }
        var map = MemoryMap()
        var kind = Kind.other, size = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-"), let range = Self.range(first) {
                // A mapping's header: its address range, then permissions, offset, device, inode, name.
                size = range
                let name = fields.count > 5 ? fields[5] : ""
                kind = name == "[heap]" ? .heap : name.isEmpty ? .anonymous : name.hasPrefix("/") ? .file : .other
            } else if first == "Rss:", let kB = fields.dropFirst().first.flatMap({ Int($0) }) {
                switch kind {
                case .heap: map.heapBytes += kB * 1024
                case .anonymous:
                    map.anonymousBytes += kB * 1024
                    if size >= 64 * 1024, kB > 0 { map.largeAnonymousMappings += 1 }
                case .file: map.fileBytes += kB * 1024
                case .other: break
                }
            } else if first == "Anonymous:", kind == .file, let kB = fields.dropFirst().first.flatMap({ Int($0) }) {
                // Pages of a file mapping the process wrote to (relocations, data) are its own.
                map.fileBytes -= kB * 1024
            }
        }
        return map
    }

    private enum Kind { case heap, anonymous, file, other }

    /// The size of a mapping from its `start-end` field (hexadecimal), or nil for another line.
    private static func range(_ field: Substring) -> Int? {
        let ends = field.split(separator: "-")
        guard ends.count == 2, let start = Int(ends[0], radix: 16), let end = Int(ends[1], radix: 16) else { return nil }
        return end - start
    }
}
