import SwiftSyntax

/// `type.init()` on a metatype value of a UIKit class (`let type: UIViewController.Type`)
/// becomes `type.vitrineInit()`. Swift on iOS calls any Objective-C class's `init()` on a
/// metatype; Swift on Linux only a `required init()`, which iOS apps do not write. Vitrine's
/// `vitrineInit()` makes the object through the class's vtable entry for `init()`, the app's
/// own initializer if it wrote one (docs/ARCHITECTURE.md, "Creating classes by name").
/// Only names the index knows to hold such a metatype are rewritten, and generic parameters
/// in scope constrained to such a class (`class GridView<T: UIView>` calling `T()`): a
/// generic `T.Type` of a protocol, or a protocol's metatype, calls an `init()` requirement,
/// which builds as it is.
public final class MetatypeInitRewriter: SyntaxRewriter {
    let context: TransformContext
    /// The generic parameters of the declarations being visited that are UIKit classes.
    private var classParameters: [Set<String>] = []

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        within(node.genericParameterClause, node.genericWhereClause) { super.visit(node) }
    }

    public override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        within(node.genericParameterClause, node.genericWhereClause) { super.visit(node) }
    }

    public override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        within(node.genericParameterClause, node.genericWhereClause) { super.visit(node) }
    }

    public override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        within(node.genericParameterClause, node.genericWhereClause) { super.visit(node) }
    }

    /// Visits a declaration with its class-constrained generic parameters in scope.
    private func within(_ parameters: GenericParameterClauseSyntax?, _ requirements: GenericWhereClauseSyntax?,
                        _ body: () -> DeclSyntax) -> DeclSyntax {
        var names = Set<String>()
        for parameter in parameters?.parameters ?? [] {
            if let bound = parameter.inheritedType, context.index.descendsFromFrameworkClass(bound.trimmedDescription) {
                names.insert(parameter.name.text)
            }
        }
        for requirement in requirements?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               context.index.descendsFromFrameworkClass(conformance.rightType.trimmedDescription) {
                names.insert(conformance.leftType.trimmedDescription)
            }
        }
        classParameters.append(names)
        defer { classParameters.removeLast() }
        return body()
    }

    private func isClassParameter(_ name: String) -> Bool { classParameters.contains { $0.contains(name) } }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var call = visited.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return visited }
        // `T()` for a generic parameter `T` of a UIKit class.
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           isClassParameter(reference.baseName.text) {
            let access = MemberAccessExprSyntax(base: ExprSyntax(reference.with(\.trailingTrivia, [])),
                                                declName: DeclReferenceExprSyntax(baseName: .identifier("vitrineInit")))
            call.calledExpression = ExprSyntax(access.with(\.trailingTrivia, reference.trailingTrivia))
            report(reference.baseName.text, node)
            return ExprSyntax(call)
        }
        guard var access = call.calledExpression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.tokenKind == .keyword(.`init`), access.declName.argumentNames == nil,
              let base = access.base, let name = MetatypeValueCollector.lastName(of: base),
              name != "self", name != "super",
              name.first?.isLowercase == true && context.index.classMetatypeValues.contains(name)
                || base.is(DeclReferenceExprSyntax.self) && isClassParameter(name) else { return visited }
        access.declName = access.declName.with(\.baseName, .identifier("vitrineInit").with(\.trailingTrivia, access.declName.baseName.trailingTrivia))
        call.calledExpression = ExprSyntax(access)
        report(base.trimmedDescription, node)
        return ExprSyntax(call)
    }

    private func report(_ base: String, _ node: FunctionCallExprSyntax) {
        context.report(.note, node, "\(base).init() on a class metatype: made by vitrineInit(), through the class's own init() (Swift on Linux calls init() on a metatype only when it is required)")
    }
}
