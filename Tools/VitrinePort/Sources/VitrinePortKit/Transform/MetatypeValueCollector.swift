import SwiftSyntax

/// Finds the names of values that hold a class metatype (`ProjectIndex.classMetatypeValues`):
/// properties, variables and parameters declared as `C.Type`, `C.Type?` or `[C.Type]` for a
/// UIKit class `C` or an app class descending from one, then the names bound from those
/// (`if let type = item.type`, `for type in types`, `let type = item.type`) until no new
/// name appears. Names are not scoped: `x.init()` is only valid Swift on a metatype, so a
/// name that holds a class metatype somewhere is taken to hold one wherever it is called.
final class MetatypeValueCollector: SyntaxVisitor {
    private let index: ProjectIndex
    private(set) var names: Set<String> = []
    /// Bindings whose value is another name: (bound name, the last name of the value).
    private var bindings: [(String, String)] = []

    static func names(in files: [SourceFileSyntax], index: ProjectIndex) -> Set<String> {
        let collector = MetatypeValueCollector(index: index)
        for file in files { collector.walk(file) }
        var names = collector.names
        var changed = true
        while changed {
            changed = false
            for (bound, value) in collector.bindings where names.contains(value) && !names.contains(bound) {
                names.insert(bound)
                changed = true
            }
        }
        return names
    }

    private init(index: ProjectIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let type = node.typeAnnotation?.type {
            if holdsClassMetatype(type) { names.insert(name) }
        } else if let value = node.initializer?.value, let last = Self.lastName(of: value) {
            bindings.append((name, last))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if holdsClassMetatype(node.type) { names.insert((node.secondName ?? node.firstName).text) }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let type = node.typeAnnotation?.type, holdsClassMetatype(type) {
            names.insert(name)
        } else if let value = node.initializer?.value, let last = Self.lastName(of: value) {
            bindings.append((name, last))
        }
        // `if let type {` (Swift 5.7) keeps the name, which is already in the set or not.
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let last = Self.lastName(of: node.sequence) {
            bindings.append((name, last))
        }
        return .visitChildren
    }

    /// `C.Type`, optionally optional or an array's element, with `C` a framework class or one descending from it.
    private func holdsClassMetatype(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return holdsClassMetatype(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return holdsClassMetatype(unwrapped.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return holdsClassMetatype(array.element) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holdsClassMetatype(only.type)
        }
        guard let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type" else { return false }
        return index.descendsFromFrameworkClass(metatype.baseType.trimmedDescription)
    }

    /// `type` of `type`, `item.type`, `item?.type`, `self.types`.
    static func lastName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return lastName(of: chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return lastName(of: forced.expression) }
        return nil
    }
}
