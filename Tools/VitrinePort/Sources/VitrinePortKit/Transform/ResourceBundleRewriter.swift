import SwiftSyntax

/// On iOS an app's resources are in its main bundle; a ported app's are in its module's
/// resource bundle (`<Package>_<Module>.resources`, which Foundation on Linux never
/// searches for `Bundle.main`). So lookups of resources and localized strings in
/// `Bundle.main` go to `Bundle.module`, and `NSLocalizedString` without a bundle gets
/// `bundle: .module`. `Bundle.main`'s other members (its Info.plist, identifier) stay:
/// Vitrine adds the app's Info.plist to the main bundle at launch.
public final class ResourceBundleRewriter: SyntaxRewriter {
    static let resourceMembers: Set<String> = ["url", "urls", "path", "paths", "localizedString", "resourceURL",
                                               "resourcePath", "localizations", "preferredLocalizations"]
    let context: TransformContext
    private var reported = false

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var access = visited.as(MemberAccessExprSyntax.self) else { return visited }
        guard Self.resourceMembers.contains(access.declName.baseName.text),
              let base = access.base, Self.isMainBundle(base) else { return ExprSyntax(access) }
        access.base = Self.moduleBundle(explicit: true).with(\.leadingTrivia, base.leadingTrivia)
            .with(\.trailingTrivia, base.trailingTrivia)
        note(node)
        return ExprSyntax(access)
    }

    public override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var call = visited.as(FunctionCallExprSyntax.self) else { return visited }
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLocalizedString",
              !call.arguments.isEmpty else { return ExprSyntax(call) }
        var arguments = Array(call.arguments)
        if let index = arguments.firstIndex(where: { $0.label?.text == "bundle" }) {
            guard Self.isMainBundle(arguments[index].expression) else { return ExprSyntax(call) }
            let old = arguments[index].expression
            arguments[index].expression = Self.moduleBundle(explicit: false).with(\.leadingTrivia, old.leadingTrivia)
                .with(\.trailingTrivia, old.trailingTrivia)
        } else {
            // `bundle:` comes after the key and `tableName:`, before `value:` and the required `comment:`.
            let after = arguments.lastIndex { $0.label == nil || $0.label?.text == "tableName" } ?? 0
            guard after + 1 < arguments.count, let comma = arguments[after].trailingComma else { return ExprSyntax(call) }
            let bundle = LabeledExprSyntax(leadingTrivia: arguments[after + 1].leadingTrivia,
                                           label: .identifier("bundle"), colon: .colonToken(trailingTrivia: .space),
                                           expression: Self.moduleBundle(explicit: false),
                                           trailingComma: .commaToken(trailingTrivia: comma.trailingTrivia))
            arguments.insert(bundle, at: after + 1)
        }
        call.arguments = LabeledExprListSyntax(arguments)
        note(node)
        return ExprSyntax(call)
    }

    /// `Bundle.main` or `.main`.
    static func isMainBundle(_ expression: ExprSyntax) -> Bool {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "main" else { return false }
        guard let base = access.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle"
    }

    static func moduleBundle(explicit: Bool) -> ExprSyntax {
        ExprSyntax(MemberAccessExprSyntax(base: explicit ? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("Bundle"))) : nil,
                                          declName: DeclReferenceExprSyntax(baseName: .identifier("module"))))
    }

    private func note(_ node: some SyntaxProtocol) {
        guard !reported else { return }
        reported = true
        context.report(.note, node, "resources and strings looked up in Bundle.main are in the module's bundle on Linux: they are looked up in Bundle.module")
    }
}
