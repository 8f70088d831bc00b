import Foundation

/// The report `vitrine-port` prints: what the port changed and what it could not carry
/// over, each with file:line and why.
public enum Report {
    public static func text(for plan: Porter.Plan) -> String {
        let project = plan.project
        var lines = ["Porting \(project.root.path) as module \(project.moduleName): \(project.swiftFiles.count) Swift file(s), \(project.assetCatalogs.count) asset catalog(s), Swift \(project.swiftVersion ?? "5") language mode."]
        let errors = plan.findings.filter { $0.severity == .error }
        let warnings = plan.findings.filter { $0.severity == .warning }
        let notes = plan.findings.filter { $0.severity == .note }
        if !errors.isEmpty {
            lines.append("\nCannot be carried over (\(errors.count)):")
            lines += errors.map { "  \($0)" }
        }
        if !warnings.isEmpty {
            lines.append("\nCarried over, but look at these (\(warnings.count)):")
            lines += warnings.map { "  \($0)" }
        }
        if !notes.isEmpty {
            lines.append("\nNotes (\(notes.count)):")
            lines += notes.map { "  \($0)" }
        }
        lines.append("\n\(errors.count) error(s), \(warnings.count) warning(s).")
        return lines.joined(separator: "\n")
    }
}
