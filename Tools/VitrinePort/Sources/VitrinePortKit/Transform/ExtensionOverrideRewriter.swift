import SwiftSyntax

/// `override` members in an extension (`extension ViewController { override func
/// viewWillAppear(_:) ... }`) build on iOS because UIKit's methods are `@objc`; without the
/// Objective-C runtime Swift refuses them ("cannot be overridden from extension"). When the
/// class is declared in the same file, they move to the end of its body, where they mean the
/// same (an extension in the same file shares the class's private scope). Otherwise they are
/// reported: the class is in another file or is UIKit's.
public final class ExtensionOverrideRewriter: SyntaxRewriter {
    let context: TransformContext

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let classes = Set(node.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        var moved: [String: [MemberBlockItemSyntax]] = [:]
        var statements: [CodeBlockItemSyntax] = []
        for statement in node.statements {
            guard var extensionDecl = statement.item.as(ExtensionDeclSyntax.self) else {
                statements.append(statement)
                continue
            }
            let members = extensionDecl.memberBlock.members
            let overrides = members.filter { Self.isOverride($0.decl) }
            guard !overrides.isEmpty else {
                statements.append(statement)
                continue
            }
            let typeName = extensionDecl.extendedType.trimmedDescription
            guard classes.contains(typeName), extensionDecl.genericWhereClause == nil else {
                for member in overrides {
                    context.report(.warning, member, "override in an extension of \(typeName): Swift without the Objective-C runtime refuses it (the class is declared in another file, or is not the app's): this code needs a hand edit")
                }
                statements.append(statement)
                continue
            }
            moved[typeName, default: []].append(contentsOf: overrides)
            extensionDecl.memberBlock.members = MemberBlockItemListSyntax(members.filter { !Self.isOverride($0.decl) })
            statements.append(statement.with(\.item, .decl(DeclSyntax(extensionDecl))))
        }
        guard !moved.isEmpty else { return node }
        statements = statements.map { statement in
            guard var classDecl = statement.item.as(ClassDeclSyntax.self), let members = moved[classDecl.name.text] else { return statement }
            classDecl.memberBlock.members = MemberBlockItemListSyntax(Array(classDecl.memberBlock.members) + members)
            return statement.with(\.item, .decl(DeclSyntax(classDecl)))
        }
        return node.with(\.statements, CodeBlockItemListSyntax(statements))
    }

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        let modifiers: DeclModifierListSyntax?
        if let function = decl.as(FunctionDeclSyntax.self) { modifiers = function.modifiers }
        else if let variable = decl.as(VariableDeclSyntax.self) { modifiers = variable.modifiers }
        else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) { modifiers = subscriptDecl.modifiers }
        else { modifiers = nil }
        return modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }
}
