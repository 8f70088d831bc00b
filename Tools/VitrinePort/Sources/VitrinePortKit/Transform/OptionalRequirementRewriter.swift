import SwiftParser
import SwiftSyntax

/// The optional requirements of `@objc` protocols: Swift on Linux has none. `optional`
/// goes; a requirement that returns nothing (or an optional, or is an optional property)
/// gets a default in an extension of the protocol that does what iOS does when a
/// conforming type does not implement it (nothing; nil); calls made as `x.method?(...)`
/// become `x.method(...)`. Requirements that return a non-optional value cannot have
/// such a default: each is reported, and conforming types must implement them.
public final class OptionalRequirementRewriter: SyntaxRewriter {
    let context: TransformContext
    private var defaults: [String: [String]] = [:]

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let rewritten = super.visit(node)
        guard !defaults.isEmpty else { return rewritten }
        var items: [CodeBlockItemSyntax] = []
        for item in rewritten.statements {
            items.append(item)
            guard let decl = item.item.as(ProtocolDeclSyntax.self), let members = defaults[decl.name.text] else { continue }
            let access = decl.modifiers.first { ["public", "open", "package"].contains($0.name.text) }.map { $0.name.text + " " } ?? ""
            var text = "\n\n/// Defaults for the requirements that are optional in the iOS protocol: what iOS does when\n"
            text += "/// a conforming type does not implement them.\nextension \(decl.name.text) {\n"
            text += members.map { "    \(access)\($0)\n" }.joined()
            text += "}"
            let parsed = Parser.parse(source: text)
            items.append(contentsOf: parsed.statements)
        }
        return rewritten.with(\.statements, CodeBlockItemListSyntax(items))
    }

    public override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        var members: [MemberBlockItemSyntax] = []
        var changed = false
        for member in node.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  modifiers.contains(where: { $0.name.text == "optional" }) else {
                members.append(member)
                continue
            }
            changed = true
            var item = member
            if var function = member.decl.as(FunctionDeclSyntax.self) {
                function = without(function)
                item.decl = DeclSyntax(function.keepingLeadingTrivia(of: member.decl))
                let signature = function.with(\.leadingTrivia, []).with(\.trailingTrivia, []).with(\.body, nil)
                    .with(\.attributes, []).with(\.modifiers, []).trimmedDescription
                let returnType = function.signature.returnClause?.type
                if returnType == nil || ["Void", "()"].contains(returnType!.trimmedDescription) {
                    defaults[node.name.text, default: []].append("\(signature) {}")
                } else if returnType!.is(OptionalTypeSyntax.self) || returnType!.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    defaults[node.name.text, default: []].append("\(signature) { nil }")
                } else {
                    context.report(.warning, member, "optional requirement \(node.name.text).\(function.name.text) returns \(returnType!.trimmedDescription): it has no default, so every conforming type must implement it")
                }
            } else if var variable = member.decl.as(VariableDeclSyntax.self) {
                variable = without(variable)
                item.decl = DeclSyntax(variable.keepingLeadingTrivia(of: member.decl))
                if let binding = variable.bindings.first, let type = binding.typeAnnotation?.type,
                   type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    defaults[node.name.text, default: []].append("var \(binding.pattern.trimmedDescription): \(type.trimmedDescription) { nil }")
                } else {
                    context.report(.warning, member, "optional property requirement \(node.name.text).\(variable.bindings.trimmedDescription) is not optional-typed: every conforming type must implement it")
                }
            } else {
                members.append(member)
                continue
            }
            members.append(item)
        }
        guard changed else { return super.visit(node) }
        let decl = node.with(\.memberBlock.members, MemberBlockItemListSyntax(members))
        return super.visit(decl)
    }

    /// `x.method?(...)` of an optional requirement the app declares → `x.method(...)`.
    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chained.expression.as(MemberAccessExprSyntax.self) else {
            return super.visit(node)
        }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let name = member.declName.baseName.text
        guard context.index.optionalRequirements.contains(where: { $0.baseName == name && ($0.labels == nil || $0.labels == labels) }) else {
            return super.visit(node)
        }
        let rewritten = node.with(\.calledExpression, ExprSyntax(member.with(\.trailingTrivia, chained.trailingTrivia)))
        return super.visit(rewritten)
    }

    private func without<D: WithModifiersSyntax & WithAttributesSyntax>(_ decl: D) -> D {
        var result = decl
        result.modifiers = DeclModifierListSyntax(decl.modifiers.filter { $0.name.text != "optional" })
        result.attributes = AttributeListSyntax(decl.attributes.filter { Attributes.name(of: $0) != "objc" })
        return result
    }
}
