import SwiftParser
import SwiftSyntax

/// All transformations of one Swift file, in the order they need: optional requirements
/// (while `optional` and `@objc` are still there), `#selector`, `#keyPath`, `init()` on class
/// metatypes, the entry point, the Objective-C attributes, overrides in extensions, imports,
/// resource lookups (when the app has resources); then the overrides bound for a class in
/// another file are taken out, and uses of the Objective-C runtime are reported.
public enum SwiftTransformer {
    public struct Result {
        public var source: String
        public var findings: [Finding]
        /// Modules the file imports that Linux lacks, with the line of the first import.
        public var missingModules: [String: Int]
        /// Overrides taken out of extensions for classes declared in other files (only with
        /// an index of several files): `MovedOverrides.insert(_:into:)` puts them there.
        public var movedOverrides: [MovedOverrides] = []
    }

    public static func transform(_ tree: SourceFileSyntax, file: String, index: ProjectIndex,
                                 availableModules: Set<String> = [], hasResources: Bool = false) -> Result {
        let context = TransformContext(index: index, file: file, tree: tree)
        context.availableModules = availableModules
        var syntax = OptionalRequirementRewriter(context: context).visit(tree)
        syntax = SelectorRewriter(context: context).visit(syntax)
        syntax = KeyPathRewriter().visit(syntax)
        syntax = MetatypeInitRewriter(context: context).visit(syntax)
        syntax = EntryPointRewriter(context: context).visit(syntax)
        syntax = ObjCAttributeRewriter(context: context).visit(syntax)
        syntax = ExtensionOverrideRewriter(context: context).visit(syntax)
        syntax = ImportRewriter(context: context).visit(syntax)
        if hasResources { syntax = ResourceBundleRewriter(context: context).visit(syntax) }
        let (extracted, moves) = MovedOverrides.extract(from: syntax, context: context)
        RuntimeUseScanner(context: context).walk(tree)
        return Result(source: extracted.description, findings: context.findings, missingModules: context.missingModules,
                      movedOverrides: moves)
    }

    /// `transform` of source text (for fixtures and single files).
    public static func transform(source: String, file: String = "Input.swift", index: ProjectIndex? = nil,
                                 availableModules: Set<String> = [], hasResources: Bool = false) -> Result {
        let tree = Parser.parse(source: source)
        return transform(tree, file: file, index: index ?? ProjectIndex(files: [tree]), availableModules: availableModules,
                         hasResources: hasResources)
    }
}

/// Calls into the Objective-C runtime that have no Linux counterpart (swizzling,
/// `objc_msgSend`, method and class introspection): reported, left as they are.
final class RuntimeUseScanner: SyntaxVisitor {
    static let functions: Set<String> = ["method_exchangeImplementations", "class_getInstanceMethod", "class_getClassMethod",
                                         "class_addMethod", "class_replaceMethod", "method_setImplementation",
                                         "method_getImplementation", "object_setClass", "objc_msgSend", "class_copyMethodList",
                                         "class_copyPropertyList", "objc_getClass", "objc_allocateClassPair", "imp_implementationWithBlock"]
    let context: TransformContext

    init(context: TransformContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.functions.contains(node.baseName.text) {
            context.report(.warning, node, "\(node.baseName.text) is part of the Objective-C runtime, which Linux does not have: this code needs a hand edit")
        }
        return .visitChildren
    }
}
