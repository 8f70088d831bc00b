import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder

/// `#selector(...)` becomes a `Selector` value that carries a Swift method reference
/// (docs/PORTING.md; the runtime's side is Vitrine's `Selector`):
///
/// - `#selector(tapped(_:))` in `ViewController` → `Selector("tapped:", ViewController.tapped(_:))`,
///   the name computed from the method's declaration where the app declares it
///   (`@objc(customName:)` kept), with Swift's Objective-C naming rules;
/// - `#selector(Type.name(_:))` → `Selector("name:", Type.name(_:))`;
/// - `#selector(getter: Type.prop)` / `#selector(setter: Type.prop)` → `Selector("prop")` / `Selector("setProp:")`;
/// - in a protocol extension the reference is made from `Self`.
public final class SelectorRewriter: SyntaxRewriter {
    let context: TransformContext

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector", let argument = node.arguments.first else {
            return super.visit(node)
        }
        let replacement = selector(for: argument, at: node)
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    private func selector(for argument: LabeledExprSyntax, at node: MacroExpansionExprSyntax) -> ExprSyntax {
        let (typeText, reference) = split(argument.expression)
        if let accessor = argument.label?.text {
            // Properties: the name only (an accessor has no method reference to carry).
            let property = reference?.baseName.text ?? argument.expression.trimmedDescription
            let name = accessor == "setter" ? "set" + property.prefix(1).uppercased() + property.dropFirst() + ":" : property
            return "Selector(\(literal: name))"
        }
        guard let reference else {
            context.report(.warning, node, "#selector(\(argument.expression.trimmedDescription)) is not a method name: kept as a name only")
            return "Selector(\(literal: argument.expression.trimmedDescription))"
        }
        let baseName = reference.baseName.text
        let givenLabels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }

        let enclosing = EnclosingType.of(node)
        var typeName: String
        if let typeText, typeText.first?.isLowercase == true, typeText != "self" {
            // An instance (`#selector(presenter?.done)`): the method of the property's declared type.
            let property = typeText.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
                .replacingOccurrences(of: "self.", with: "")
            guard let enclosing, let type = context.index.propertyTypes[enclosing.name]?[property] else {
                context.report(.warning, node, "#selector(\(argument.expression.trimmedDescription)): the type of \(property) is not known, so the selector is kept as a name only")
                return "Selector(\(literal: ProjectIndex.Method.selectorName(baseName: baseName, labels: givenLabels ?? [])))"
            }
            typeName = type
        } else if let typeText, typeText != "self", typeText != "Self" {
            typeName = typeText
        } else if let enclosing {
            typeName = enclosing.kind == .type && !context.index.protocols.contains(enclosing.name) ? enclosing.name : "Self"
            if typeText == "Self" { typeName = "Self" }
        } else {
            context.report(.warning, node, "#selector(\(argument.expression.trimmedDescription)) outside a type: kept as a name only")
            let name = ProjectIndex.Method.selectorName(baseName: baseName, labels: givenLabels ?? [])
            return "Selector(\(literal: name))"
        }
        let lookupType = typeName == "Self" ? (enclosing?.name ?? typeName) : typeName
        let method = context.index.method(named: baseName, labels: givenLabels, in: lookupType)
        if method?.isStatic == true {
            context.report(.warning, node, "#selector(\(argument.expression.trimmedDescription)) names a static method: kept as a name only")
            return "Selector(\(literal: method!.selectorName))"
        }
        let labels = givenLabels ?? method?.labels ?? []
        let name = method?.selectorName ?? ProjectIndex.Method.selectorName(baseName: baseName, labels: labels)
        let labelText = labels.isEmpty ? "" : "(" + labels.map { $0 + ":" }.joined() + ")"
        return "Selector(\(literal: name), \(raw: typeName).\(raw: baseName)\(raw: labelText))"
    }

    /// `Type.name(labels:)` → ("Type", name(labels:)); `name(labels:)` → (nil, name(labels:)).
    private func split(_ expression: ExprSyntax) -> (String?, DeclReferenceExprSyntax?) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.base?.trimmedDescription, member.declName)
        }
        return (nil, nil)
    }
}

/// `#keyPath(a.b)` becomes the string `"a.b"`; a leading type name (`#keyPath(Person.name)`)
/// is not part of the path, as with Swift's `#keyPath`.
public final class KeyPathRewriter: SyntaxRewriter {
    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "keyPath", let argument = node.arguments.first else { return super.visit(node) }
        var components = argument.expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
            .split(separator: ".").map(String.init)
        if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
        let replacement: ExprSyntax = "\(literal: components.joined(separator: "."))"
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
