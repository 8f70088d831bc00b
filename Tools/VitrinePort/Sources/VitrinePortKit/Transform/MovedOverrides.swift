import SwiftParser
import SwiftSyntax

/// Overrides taken out of an extension for the body of a class declared in another file
/// (`ExtensionOverrideRewriter` says why). They are taken out once the file's rewriters have
/// all run, so they are ported like the rest of their file, and the port inserts them with
/// `insert(_:into:)` into the other file's ported text, with the imports of their own file
/// that it lacks.
public struct MovedOverrides {
    /// The class's qualified name.
    public var className: String
    /// The file they come from.
    public var file: String
    public var members: [MemberBlockItemSyntax]
    /// The top-level imports of their file, and its `#if` blocks of imports.
    public var imports: [CodeBlockItemSyntax]

    /// Takes the overrides in extensions of classes declared in another file out of `tree`.
    static func extract(from tree: SourceFileSyntax, context: TransformContext) -> (SourceFileSyntax, [MovedOverrides]) {
        let classesHere = ClassMemberAppender.classNames(in: tree)
        let imports = tree.statements.filter(isImport)
        var moves: [MovedOverrides] = []
        var statements: [CodeBlockItemSyntax] = []
        for statement in tree.statements {
            guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
                  ExtensionOverrideRewriter.destination(of: extensionDecl, classesHere: classesHere, index: context.index) == .anotherFile else {
                statements.append(statement)
                continue
            }
            let overrides = extensionDecl.memberBlock.members.filter(ExtensionOverrideRewriter.holdsOverride)
            guard !overrides.isEmpty else {
                statements.append(statement)
                continue
            }
            moves.append(MovedOverrides(className: ExtensionOverrideRewriter.typeName(of: extensionDecl), file: context.file, members: Array(overrides), imports: Array(imports)))
            statements.append(statement.with(\.item, .decl(DeclSyntax(ExtensionOverrideRewriter.removingOverrides(from: extensionDecl)))))
        }
        guard !moves.isEmpty else { return (tree, []) }
        return (tree.with(\.statements, CodeBlockItemListSyntax(statements)), moves)
    }

    /// Inserts the overrides into their classes in `sources` (ported text by file). The
    /// index found each class declared once, so each has one place; one not found would be
    /// code lost, so it is an error.
    public static func insert(_ moves: [MovedOverrides], into sources: inout [String: String]) -> [Finding] {
        guard !moves.isEmpty else { return [] }
        let membersByClass = Dictionary(grouping: moves, by: \.className).mapValues { $0.flatMap(\.members) }
        let simpleNames = Set(moves.map { $0.className.split(separator: ".").last.map(String.init) ?? $0.className })
        var placed: Set<String> = []
        for file in sources.keys.sorted() {
            guard let source = sources[file], simpleNames.contains(where: { source.contains($0) }) else { continue }
            let appender = ClassMemberAppender(members: membersByClass)
            var tree = appender.visit(Parser.parse(source: source))
            guard !appender.appended.isEmpty else { continue }
            placed.formUnion(appender.appended)
            tree = adding(moves.filter { appender.appended.contains($0.className) }.flatMap(\.imports), to: tree)
            sources[file] = tree.description
        }
        return moves.filter { !placed.contains($0.className) }.map { move in
            Finding(.error, file: move.file, "the overrides in this extension of \(move.className) were to move to its declaration in another file, which was not found: port it again with that file, or move them by hand")
        }
    }

    private static func isImport(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(ImportDeclSyntax.self) { return true }
        guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { return false }
        return ifConfig.clauses.allSatisfy { clause in
            guard case .statements(let statements)? = clause.elements else { return false }
            return statements.allSatisfy(isImport)
        }
    }

    /// `tree` with the imports it lacks, after its last import (or first, when it has none).
    private static func adding(_ imports: [CodeBlockItemSyntax], to tree: SourceFileSyntax) -> SourceFileSyntax {
        var items = Array(tree.statements)
        var present = Set(items.filter(isImport).map(\.trimmedDescription))
        var added: [CodeBlockItemSyntax] = []
        for item in imports where present.insert(item.trimmedDescription).inserted {
            added.append(item.with(\.leadingTrivia, .newline).with(\.trailingTrivia, []))
        }
        guard !added.isEmpty else { return tree }
        if let last = items.lastIndex(where: isImport) {
            items.insert(contentsOf: added, at: last + 1)
        } else {
            added[0].leadingTrivia = []
            if !items.isEmpty { items[0].leadingTrivia = .newlines(2) + items[0].leadingTrivia }
            items.insert(contentsOf: added, at: 0)
        }
        return tree.with(\.statements, CodeBlockItemListSyntax(items))
    }
}
