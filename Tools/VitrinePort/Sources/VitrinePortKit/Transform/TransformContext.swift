import SwiftSyntax

/// What a transformation of one file sees: the app's index, where the file is (for
/// findings with lines), and the findings it adds.
public final class TransformContext {
    public let index: ProjectIndex
    public let file: String
    let converter: SourceLocationConverter
    public private(set) var findings: [Finding] = []
    /// Frameworks the report lets through (`--stub`, Vitrine's products, the packages' products).
    public var availableModules: Set<String> = []
    /// Frameworks met that are neither available nor stubbed.
    public private(set) var missingModules: [String: Int] = [:]

    public init(index: ProjectIndex, file: String, tree: SourceFileSyntax) {
        self.index = index
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    func report(_ severity: Finding.Severity, _ node: some SyntaxProtocol, _ message: String) {
        findings.append(Finding(severity, file: file, line: line(of: node), message))
    }

    func missing(module: String, at node: some SyntaxProtocol) {
        if missingModules[module] == nil { missingModules[module] = line(of: node) }
    }
}

/// The trivia rule shared by the rewriters that delete attributes and modifiers: the
/// declaration keeps the leading trivia (indentation, comments) it had before.
extension SyntaxProtocol {
    func keepingLeadingTrivia<T: SyntaxProtocol>(of original: T) -> Self {
        with(\.leadingTrivia, original.leadingTrivia)
    }
}
