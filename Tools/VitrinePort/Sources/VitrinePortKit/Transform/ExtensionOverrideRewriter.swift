import SwiftSyntax

/// `override` members in an extension (`extension ViewController { override func
/// viewWillAppear(_:) ... }`, `override var`, `override init`, or an `#if` that holds one)
/// build on iOS because UIKit's members are `@objc`; without the Objective-C runtime Swift
/// refuses them ("cannot be overridden from extension", "overriding declarations in
/// extensions is not supported"). They go to the end of the class's body, where they mean
/// the same: here when the class is declared in this file (an extension in the same file
/// shares the class's private scope); when it is declared in another file, `MovedOverrides`
/// takes them there once every rewriter has run, and the file-private declarations they use
/// here are made internal now. Overrides in an extension of a class the app does not
/// declare (UIKit's), of a private class of another file, in a constrained extension, or in
/// an extension inside `#if` are reported.
public final class ExtensionOverrideRewriter: SyntaxRewriter {
    enum Destination: Equatable {
        case thisFile, anotherFile
        /// Why the overrides cannot move.
        case none(String)
    }

    let context: TransformContext

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let classesHere = ClassMemberAppender.classNames(in: node)
        var tree = node
        let leaving = node.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
            .filter { Self.destination(of: $0, classesHere: classesHere, index: context.index) == .anotherFile }
        if !leaving.isEmpty {
            let relaxer = FilePrivateRelaxer(tree: node, usedBy: leaving.flatMap { $0.memberBlock.members.filter(Self.holdsOverride).map(Syntax.init) },
                                             context: context, reason: "overrides moved to their class's declaration in another file")
            tree = relaxer.visit(node)
        }
        var moved: [String: [MemberBlockItemSyntax]] = [:]
        var statements: [CodeBlockItemSyntax] = []
        for statement in tree.statements {
            if let ifConfig = statement.item.as(IfConfigDeclSyntax.self) { reportExtensions(in: ifConfig) }
            guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self) else {
                statements.append(statement)
                continue
            }
            let overrides = extensionDecl.memberBlock.members.filter(Self.holdsOverride)
            let typeName = Self.typeName(of: extensionDecl)
            guard !overrides.isEmpty else {
                statements.append(statement)
                continue
            }
            switch Self.destination(of: extensionDecl, classesHere: classesHere, index: context.index) {
            case .thisFile:
                moved[typeName, default: []].append(contentsOf: overrides)
                statements.append(statement.with(\.item, .decl(DeclSyntax(Self.removingOverrides(from: extensionDecl)))))
            case .anotherFile:
                context.report(.note, extensionDecl, "the overrides in this extension move to the end of \(typeName)'s body, in its own file (Swift without the Objective-C runtime refuses overrides in extensions)")
                statements.append(statement)
            case .none(let why):
                for member in overrides {
                    context.report(.warning, member, "override in an extension of \(typeName): Swift without the Objective-C runtime refuses it, and it cannot move into the class's body (\(why)): this code needs a hand edit")
                }
                statements.append(statement)
            }
        }
        guard !moved.isEmpty else { return tree }
        return ClassMemberAppender(members: moved).visit(tree.with(\.statements, CodeBlockItemListSyntax(statements)))
    }

    /// Overrides in extensions inside `#if`: moved out, they would lose the condition.
    private func reportExtensions(in ifConfig: IfConfigDeclSyntax) {
        for clause in ifConfig.clauses {
            guard case .statements(let statements)? = clause.elements else { continue }
            for statement in statements {
                if let nested = statement.item.as(IfConfigDeclSyntax.self) { reportExtensions(in: nested) }
                guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self) else { continue }
                for member in extensionDecl.memberBlock.members where Self.holdsOverride(member) {
                    context.report(.warning, member, "override in an extension of \(Self.typeName(of: extensionDecl)) inside #if: Swift without the Objective-C runtime refuses it, and it cannot move into the class's body without the condition: this code needs a hand edit")
                }
            }
        }
    }

    static func typeName(of extensionDecl: ExtensionDeclSyntax) -> String {
        extensionDecl.extendedType.trimmedDescription.replacingOccurrences(of: " ", with: "")
    }

    /// Where an extension's overrides can go: the class's body in this file, or in another
    /// file of the app, or nowhere.
    static func destination(of extensionDecl: ExtensionDeclSyntax, classesHere: Set<String>, index: ProjectIndex) -> Destination {
        let typeName = typeName(of: extensionDecl)
        if extensionDecl.genericWhereClause != nil || typeName.contains("<") {
            return .none("the extension is constrained; the class's body is not")
        }
        if classesHere.contains(typeName) { return .thisFile }
        if index.extensibleClasses.contains(typeName) { return .anotherFile }
        if index.classInitializers[typeName] != nil {
            return .none("the app declares \(typeName) in another file, private to it or more than once")
        }
        return .none("\(typeName) is not a class the ported files declare")
    }

    /// The extension without its overrides; what stays starts on the line after the brace.
    static func removingOverrides(from extensionDecl: ExtensionDeclSyntax) -> ExtensionDeclSyntax {
        var result = extensionDecl
        var members = Array(extensionDecl.memberBlock.members.filter { !holdsOverride($0) })
        if case .newlines? = members.first?.leadingTrivia.pieces.first {
            members[0].leadingTrivia = Trivia(pieces: [.newlines(1)] + members[0].leadingTrivia.pieces.dropFirst())
        }
        result.memberBlock.members = MemberBlockItemListSyntax(members)
        return result
    }

    /// Whether a member is an override, or an `#if` with one in any clause (the `#if` moves whole).
    static func holdsOverride(_ member: MemberBlockItemSyntax) -> Bool {
        if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
            return ifConfig.clauses.contains { clause in
                guard case .decls(let members)? = clause.elements else { return false }
                return members.contains(where: holdsOverride)
            }
        }
        return member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }
}
