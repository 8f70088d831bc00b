import Foundation

/// The lines written to standard error while `body` runs. swift-log's default handler
/// writes each line there at once, so standard error is redirected to a file meanwhile:
/// for the whole process, so callers keep their captures from overlapping (main-actor and
/// synchronous), and a line another thread logs meanwhile lands here too.
public func capturingStandardError(_ body: () -> Void) -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-stderr-\(UUID().uuidString)")
    fflush(nil)
    let saved = dup(STDERR_FILENO)
    let file = open(url.path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
    dup2(file, STDERR_FILENO)
    close(file)
    body()
    fflush(nil)
    dup2(saved, STDERR_FILENO)
    close(saved)
    defer { try? FileManager.default.removeItem(at: url) }
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
}
