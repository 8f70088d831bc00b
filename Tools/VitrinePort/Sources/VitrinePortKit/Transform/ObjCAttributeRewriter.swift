import SwiftSyntax

/// Removes what only Objective-C reads: `@objc`, `@objc(name)`, `@objcMembers`,
/// `@nonobjc`, `dynamic`, and Interface Builder's `@IBAction`, `@IBOutlet`,
/// `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@GKInspectable`. `@NSManaged`
/// goes too, reported (Core Data has no Linux counterpart). A `private` or `fileprivate`
/// outlet or action becomes internal, for the storyboard's code to connect it. An `@objc protocol` is
/// class-bound: it keeps that as `AnyObject`, so `weak var delegate: P?` still builds.
public final class ObjCAttributeRewriter: SyntaxRewriter {
    static let removed: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable",
                                       "IBDesignable", "IBSegueAction", "GKInspectable", "NSManaged"]
    let context: TransformContext

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { strip(super.visit(node), FunctionDeclSyntax.self) }
    public override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { strip(super.visit(node), VariableDeclSyntax.self) }
    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { strip(super.visit(node), ClassDeclSyntax.self) }
    public override func visit(_ node: StructDeclSyntax) -> DeclSyntax { strip(super.visit(node), StructDeclSyntax.self) }
    public override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { strip(super.visit(node), EnumDeclSyntax.self) }
    public override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax { strip(super.visit(node), ExtensionDeclSyntax.self) }
    public override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { strip(super.visit(node), InitializerDeclSyntax.self) }
    public override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax { strip(super.visit(node), DeinitializerDeclSyntax.self) }
    public override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { strip(super.visit(node), SubscriptDeclSyntax.self) }
    public override func visit(_ node: EnumCaseDeclSyntax) -> DeclSyntax { strip(super.visit(node), EnumCaseDeclSyntax.self) }
    public override func visit(_ node: TypeAliasDeclSyntax) -> DeclSyntax { strip(super.visit(node), TypeAliasDeclSyntax.self) }

    public override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let wasObjC = node.attributes.contains { Attributes.name(of: $0) == "objc" }
        let stripped = strip(super.visit(node), ProtocolDeclSyntax.self)
        guard wasObjC, var decl = stripped.as(ProtocolDeclSyntax.self) else { return stripped }
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard !inherited.contains("AnyObject") && !inherited.contains("class") else { return stripped }
        var types = decl.inheritanceClause?.inheritedTypes ?? InheritedTypeListSyntax([])
        if var last = types.last {
            types = InheritedTypeListSyntax(types.dropLast())
            let trailing = last.type.trailingTrivia
            last.type = last.type.with(\.trailingTrivia, [])
            last.trailingComma = .commaToken(trailingTrivia: .space)
            types.append(last)
            types.append(InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject", trailingTrivia: trailing)))))
            decl.inheritanceClause = decl.inheritanceClause?.with(\.inheritedTypes, types)
        } else {
            decl.name = decl.name.with(\.trailingTrivia, [])
            decl.inheritanceClause = InheritanceClauseSyntax(
                colon: .colonToken(trailingTrivia: .space),
                inheritedTypes: [InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject", trailingTrivia: .space))))])
        }
        return DeclSyntax(decl)
    }

    private func strip<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(_ decl: DeclSyntax, _: D.Type) -> DeclSyntax {
        guard var node = decl.as(D.self) else { return decl }
        let original = node
        let attributes = node.attributes.filter { element in
            guard let name = Attributes.name(of: element), Self.removed.contains(name) else { return true }
            if name == "NSManaged" {
                context.report(.warning, element, "@NSManaged removed: Core Data has no Linux counterpart; the property needs storage of its own")
            }
            return false
        }
        // Interface Builder connects outlets and actions through the Objective-C runtime,
        // whatever their access; here the storyboard's generated code (another file) does.
        let connected = node.attributes.contains { ["IBOutlet", "IBAction", "IBInspectable"].contains(Attributes.name(of: $0) ?? "") }
        let modifiers = node.modifiers.filter {
            $0.name.text != "dynamic" && !(connected && ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil)
        }
        guard attributes.count != node.attributes.count || modifiers.count != node.modifiers.count else { return decl }
        node.attributes = AttributeListSyntax(attributes)
        node.modifiers = DeclModifierListSyntax(modifiers)
        return DeclSyntax(node.keepingLeadingTrivia(of: original))
    }
}
