import SwiftSyntax

/// `type.init()` on a metatype value of a UIKit class (`let type: UIViewController.Type`)
/// becomes `type.vitrineInit()`. Swift on iOS calls any Objective-C class's `init()` on a
/// metatype; Swift on Linux only a `required init()`, which iOS apps do not write. Vitrine's
/// `vitrineInit()` makes the object through the class's vtable entry for `init()`, the app's
/// own initializer if it wrote one (docs/ARCHITECTURE.md, "Creating classes by name").
/// Only names the index knows to hold such a metatype are rewritten: a generic `T.Type` or a
/// protocol's metatype calls an `init()` requirement, which builds as it is.
public final class MetatypeInitRewriter: SyntaxRewriter {
    let context: TransformContext

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var call = visited.as(FunctionCallExprSyntax.self),
              call.arguments.isEmpty, call.trailingClosure == nil,
              var access = call.calledExpression.as(MemberAccessExprSyntax.self),
              access.declName.baseName.tokenKind == .keyword(.`init`), access.declName.argumentNames == nil,
              let base = access.base, let name = MetatypeValueCollector.lastName(of: base),
              name != "self", name != "super", name.first?.isLowercase == true,
              context.index.classMetatypeValues.contains(name) else { return visited }
        access.declName = access.declName.with(\.baseName, .identifier("vitrineInit").with(\.trailingTrivia, access.declName.baseName.trailingTrivia))
        call.calledExpression = ExprSyntax(access)
        context.report(.note, node, "\(base.trimmedDescription).init() on a class metatype: made by vitrineInit(), through the class's own init() (Swift on Linux calls init() on a metatype only when it is required)")
        return ExprSyntax(call)
    }
}
