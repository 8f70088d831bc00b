import SwiftSyntax

/// Appends members to the end of classes' bodies, found by qualified name (`Outer.Inner`
/// for a class nested in a type or in an extension of one): where `override` members taken
/// out of extensions go.
final class ClassMemberAppender: SyntaxRewriter {
    let members: [String: [MemberBlockItemSyntax]]
    /// The classes that got their members.
    private(set) var appended: Set<String> = []

    init(members: [String: [MemberBlockItemSyntax]]) {
        self.members = members
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let name = Self.qualifiedName(of: node)
        let visited = super.visit(node)
        guard let name, var added = members[name], !appended.contains(name), var classDecl = visited.as(ClassDeclSyntax.self) else {
            return visited
        }
        // A blank line between the class's own members and the ones that join them, and the
        // closing brace of a body written `{}` on a line of its own.
        if !classDecl.memberBlock.members.isEmpty, case .newlines(let count)? = added[0].leadingTrivia.pieces.first, count < 2 {
            added[0].leadingTrivia = Trivia(pieces: [.newlines(2)] + added[0].leadingTrivia.pieces.dropFirst())
        }
        if !classDecl.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) {
            let indentation = classDecl.leadingTrivia.pieces.reversed().prefix { !$0.isNewline }.reversed()
            classDecl.memberBlock.rightBrace.leadingTrivia = Trivia(pieces: [.newlines(1)] + indentation.filter(\.isWhitespace))
        }
        classDecl.memberBlock.members = MemberBlockItemListSyntax(Array(classDecl.memberBlock.members) + added)
        appended.insert(name)
        return DeclSyntax(classDecl)
    }

    /// The name an extension names the class by: nil for a class declared in a function or
    /// a closure, which no extension can name.
    static func qualifiedName(of node: ClassDeclSyntax) -> String? {
        var parent = node.parent
        while let current = parent {
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self) { return nil }
            parent = current.parent
        }
        return EnclosingType.of(node).map { "\($0.name).\(node.name.text)" } ?? node.name.text
    }

    /// The qualified names of the classes a file declares.
    static func classNames(in tree: SourceFileSyntax) -> Set<String> {
        let collector = ClassNameCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }
}

private final class ClassNameCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = ClassMemberAppender.qualifiedName(of: node) { names.insert(name) }
        return .visitChildren
    }
}
