import SwiftSyntax

/// Makes the `private` and `fileprivate` declarations of a file that some code uses
/// `internal`, for code that moves to another file (overrides moving into their class's
/// body): only their own file sees file-private names. Such a declaration is found by name,
/// so a same-named one in another scope of the file is made internal too; that only widens
/// what it is visible to. What a relaxed declaration's signature, type or superclass names
/// is relaxed as well (an internal declaration cannot use a private type), and so are the
/// private extensions and types around it. Each is reported.
final class FilePrivateRelaxer: SyntaxRewriter {
    static let hidingModifiers: Set<String> = ["private", "fileprivate"]
    private var relaxed: Set<SyntaxIdentifier> = []

    /// Finds what in `tree` to relax for the code in `users`; `visit(tree)` then relaxes it.
    init(tree: SourceFileSyntax, usedBy users: [Syntax], context: TransformContext, reason: String) {
        super.init(viewMode: .sourceAccurate)
        var names = Set(users.flatMap { NameCollector.names(in: $0) })
        var declarations: [Syntax] = []
        var added = true
        while added {
            added = false
            for declaration in DeclarationCollector.declarations(in: tree)
            where !relaxed.contains(declaration.id) && !Self.declaredNames(declaration).isDisjoint(with: names) {
                var current: Syntax? = declaration
                while let syntax = current {
                    if Self.isHidden(syntax), relaxed.insert(syntax.id).inserted {
                        declarations.append(syntax)
                        names.formUnion(Self.interface(of: syntax).flatMap { NameCollector.names(in: $0) })
                        added = true
                    }
                    current = syntax.parent
                }
            }
        }
        for declaration in declarations.sorted(by: { $0.position < $1.position }) {
            context.report(.note, declaration, "\(Self.described(declaration)) made internal: \(reason) use it, and only this file sees its private names")
        }
    }

    override func visit(_ node: DeclModifierSyntax) -> DeclModifierSyntax {
        guard Self.hidingModifiers.contains(node.name.text), let declaration = node.parent?.parent, relaxed.contains(declaration.id) else {
            return node
        }
        return node.with(\.name, .keyword(.internal, leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia))
    }

    static func isHidden(_ node: Syntax) -> Bool {
        node.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { hidingModifiers.contains($0.name.text) } ?? false
    }

    /// The names a declaration declares: its own, or its variables'.
    static func declaredNames(_ node: Syntax) -> Set<String> {
        if let named = node.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        if let variable = node.as(VariableDeclSyntax.self) {
            return Set(variable.bindings.flatMap { binding in
                binding.pattern.tokens(viewMode: .sourceAccurate).filter { if case .identifier = $0.tokenKind { true } else { false } }.map(\.text)
            })
        }
        return []
    }

    /// The parts of a declaration that other declarations see: a function's signature, a
    /// variable's type and initial value, a type's superclass and conformances.
    static func interface(of node: Syntax) -> [Syntax] {
        if let function = node.as(FunctionDeclSyntax.self) { return [Syntax(function.signature)] }
        if let subscriptDecl = node.as(SubscriptDeclSyntax.self) { return [Syntax(subscriptDecl.parameterClause), Syntax(subscriptDecl.returnClause)] }
        if let variable = node.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { [$0.typeAnnotation.map(Syntax.init), $0.initializer.map(Syntax.init)].compactMap { $0 } }
        }
        if let alias = node.as(TypeAliasDeclSyntax.self) { return [Syntax(alias.initializer)] }
        if let type = node.asProtocol(DeclGroupSyntax.self), let inheritance = type.inheritanceClause { return [Syntax(inheritance)] }
        return []
    }

    /// `fileprivate func name`, `private extension Type`: how the report names it.
    private static func described(_ node: Syntax) -> String {
        let access = node.asProtocol(WithModifiersSyntax.self)?.modifiers.first { hidingModifiers.contains($0.name.text) }?.name.text ?? "private"
        let introducer: String
        switch node.as(DeclSyntax.self)?.as(DeclSyntaxEnum.self) {
        case .extensionDecl(let decl): return "\(access) extension \(decl.extendedType.trimmedDescription)"
        case .variableDecl(let decl): introducer = decl.bindingSpecifier.text
        case .functionDecl: introducer = "func"
        case .subscriptDecl: return "\(access) subscript"
        case .initializerDecl: return "\(access) init"
        case .classDecl: introducer = "class"
        case .structDecl: introducer = "struct"
        case .enumDecl: introducer = "enum"
        case .actorDecl: introducer = "actor"
        case .protocolDecl: introducer = "protocol"
        case .typeAliasDecl: introducer = "typealias"
        default: introducer = "declaration"
        }
        return ([access, introducer] + declaredNames(node).sorted().prefix(1)).joined(separator: " ")
    }
}

/// The identifiers some code names: references, member names, type names.
private final class NameCollector: SyntaxVisitor {
    var names: Set<String> = []

    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let collector = NameCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

/// The declarations of a file that can be private: those with modifiers.
private final class DeclarationCollector: SyntaxAnyVisitor {
    var declarations: [Syntax] = []

    static func declarations(in tree: SourceFileSyntax) -> [Syntax] {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.declarations
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if node.is(DeclSyntax.self), node.asProtocol(WithModifiersSyntax.self) != nil { declarations.append(node) }
        return .visitChildren
    }
}
