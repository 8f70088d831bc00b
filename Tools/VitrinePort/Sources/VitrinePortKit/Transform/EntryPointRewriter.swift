import SwiftSyntax

/// `@UIApplicationMain` (which crashes Swift 6.3's compiler on Linux) and `@main` on the
/// app delegate go: the ported package's executable starts the app through
/// `UIApplicationMain(_:_:_:_:)` with the delegate's class (see `EntryPoint`). A
/// SwiftUI `@main` app is reported: Vitrine is UIKit only.
public final class EntryPointRewriter: SyntaxRewriter {
    let context: TransformContext

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let rewritten = super.visit(node)
        guard var decl = rewritten.as(ClassDeclSyntax.self) else { return rewritten }
        let kept = decl.attributes.filter { !["main", "UIApplicationMain", "NSApplicationMain"].contains(Attributes.name(of: $0) ?? "") }
        guard kept.count != decl.attributes.count else { return rewritten }
        decl.attributes = AttributeListSyntax(kept)
        return DeclSyntax(decl.keepingLeadingTrivia(of: node))
    }

    public override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if node.attributes.contains(where: { Attributes.name(of: $0) == "main" }), inherited.contains("App") {
            context.report(.error, node, "@main struct \(node.name.text): App is a SwiftUI app; Vitrine runs UIKit apps only")
        }
        return super.visit(node)
    }
}

/// Imports: frameworks that Linux lacks are reported (or allowed when `--stub` gives an
/// empty module for them); `URLSession` and its types live in `FoundationNetworking` on
/// Linux, imported where a file uses them.
public final class ImportRewriter: SyntaxRewriter {
    /// Modules every Linux Swift has, and `ObjectiveC`, which Vitrine's UIKit brings along.
    static let systemModules: Set<String> = ["Swift", "ObjectiveC", "Foundation", "Dispatch", "FoundationNetworking", "FoundationEssentials",
                                             "FoundationXML", "Glibc", "Synchronization", "Observation", "RegexBuilder",
                                             "_Concurrency", "XCTest", "Testing", "Darwin"]
    static let networkingTypes = ["URLSession", "URLRequest", "HTTPURLResponse", "URLResponse", "URLCache", "URLProtocol",
                                  "URLCredential", "URLAuthenticationChallenge", "HTTPCookie"]
    static let typesFromUIKit = ["RelativeDateTimeFormatter"]
    let context: TransformContext

    public init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard let module = node.path.first?.name.text else { return DeclSyntax(node) }
        if module == "Darwin" {
            return DeclSyntax(node.with(\.path, [ImportPathComponentSyntax(name: .identifier("Foundation"))]))
        }
        // `#if canImport(SwiftUI)` imports build on Linux: the condition is false there.
        var guarded = false
        var parent = node.parent
        while let current = parent {
            if let clause = current.as(IfConfigClauseSyntax.self), clause.condition?.trimmedDescription.contains("canImport") == true {
                guarded = true
            }
            parent = current.parent
        }
        if !guarded && !Self.systemModules.contains(module) && !context.availableModules.contains(module) {
            context.missing(module: module, at: node)
        }
        return DeclSyntax(node)
    }

    public override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let rewritten = super.visit(node)
        let text = rewritten.description
        var items = Array(rewritten.statements)
        let imports = items.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
        guard let lastImport = items.lastIndex(where: { $0.item.is(ImportDeclSyntax.self) }) else { return rewritten }
        var added: [CodeBlockItemSyntax] = []
        // Foundation types Linux lacks that Vitrine's UIKit supplies: a file that imports only
        // Foundation does not see them without UIKit.
        if !imports.contains("UIKit"), Self.typesFromUIKit.contains(where: { text.contains($0) }) {
            added.append("\nimport UIKit")
        }
        if !imports.contains("FoundationNetworking"), Self.networkingTypes.contains(where: { text.contains($0) }) {
            added.append("\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif")
        }
        guard !added.isEmpty else { return rewritten }
        items.insert(contentsOf: added, at: lastImport + 1)
        return rewritten.with(\.statements, CodeBlockItemListSyntax(items))
    }
}
