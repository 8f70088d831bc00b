import SwiftSyntax

/// What the transformations need to know about the whole app: methods by type (for
/// `#selector` names), superclasses, the optional requirements of `@objc` protocols, and
/// the app delegate marked `@main` or `@UIApplicationMain`.
public struct ProjectIndex: Sendable {
    public struct Method: Sendable, Equatable {
        public var baseName: String
        /// Argument labels, `_` for none.
        public var labels: [String]
        /// `@objc(customName:)`'s name.
        public var objcName: String?
        public var isStatic: Bool

        /// The Objective-C selector name, as Swift makes it: `tapped`, `tapped:`,
        /// `tappedWithSender:`, `tapped:forEvent:`.
        public var selectorName: String {
            objcName ?? Self.selectorName(baseName: baseName, labels: labels)
        }

        public static func selectorName(baseName: String, labels: [String]) -> String {
            guard let first = labels.first else { return baseName }
            var name = baseName
            if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
            name += ":"
            for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
            return name
        }
    }

    public struct OptionalRequirement: Sendable, Equatable {
        public var protocolName: String
        public var baseName: String
        public var labels: [String]?
        public var returnsVoid: Bool
        public var isProperty: Bool
    }

    /// Methods by the name of the type (or extended type) that declares them, nested types dotted.
    public var methods: [String: [Method]] = [:]
    /// Classes' first inherited type.
    public var superclasses: [String: String] = [:]
    public var optionalRequirements: [OptionalRequirement] = []
    /// Properties' declared types by the type that declares them (`#selector(presenter.done)`
    /// names the method of the property's type).
    public var propertyTypes: [String: [String: String]] = [:]
    /// The protocols the app declares (a `#selector` in their extensions refers to `Self`).
    public var protocols: Set<String> = []
    /// The class marked `@main`/`@UIApplicationMain`, if any.
    public var applicationDelegate: String?
    /// Classes that conform to `UIApplicationDelegate` where they are declared.
    public var delegateCandidates: [String] = []
    /// Static members the app declares itself in extensions of UIColor and UIImage (the
    /// generated asset symbols leave these names out).
    public var declaredStaticMembers: [String: Set<String>] = [:]
    /// Names of values that hold a metatype of a UIKit class or of an app class descending
    /// from one (`let type: UIViewController.Type?`, and names bound from them), whose
    /// `init()` needs `vitrineInit()` on Linux.
    public var classMetatypeValues: Set<String> = []
    /// What the index knows of each class's initializers, by qualified name.
    public var classInitializers: [String: ClassInitializers] = [:]
    /// Classes an extension in another file can name, by qualified name: declared once,
    /// neither private nor fileprivate, nor inside a declaration that is (the overrides of
    /// such an extension move into the class's body, docs/PORTING.md).
    public var extensibleClasses: Set<String> = []

    /// A class's designated initializers, as far as `classesMadeByOwnInit` needs them.
    public struct ClassInitializers: Sendable, Equatable {
        /// Whether the class declares any designated initializer (it then inherits none).
        public var hasDesignated = false
        /// Whether one of them is a plain `init()`: not failable, not throwing, not private.
        public var hasPlainInit = false
        /// Whether code elsewhere in the module can name the class: not private, not
        /// generic, not declared inside a function.
        public var isNameable = true
    }

    public init() {}

    /// Indexes parsed source files.
    public init(files: [SourceFileSyntax]) {
        let visitor = IndexVisitor()
        for file in files { visitor.walk(file) }
        self = visitor.index
        extensibleClasses = Set(visitor.visibleClassDeclarations.filter { $0.value == 1 }.keys)
        classMetatypeValues = MetatypeValueCollector.names(in: files, index: self)
    }

    /// Whether `type` is one of UIKit's classes (or Foundation's, QuartzCore's) or an app
    /// class whose superclasses reach one: the classes that descend from `NSObject` or
    /// `CALayer`, which Vitrine can make through their `init()` (docs/PORTING.md).
    public func descendsFromFrameworkClass(_ type: String) -> Bool {
        var current: String? = type
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted {
            if ["UI", "CA", "NS"].contains(where: name.hasPrefix), superclasses[name] == nil, !protocols.contains(name) {
                return true
            }
            current = superclasses[name] ?? superclasses[name.split(separator: ".").last.map(String.init) ?? name]
        }
        return false
    }

    /// The app's view controllers and views (classes that descend from a `UI` class) whose
    /// `init()` is their own designated one, declared or inherited from an app class that
    /// declares one. UIKit's `init()` is a convenience initializer there, which such a class
    /// does not inherit, so its vtable has no way to it; the port registers them for
    /// `vitrineInit()` (docs/PORTING.md, "Metatypes"). Sorted.
    public var classesMadeByOwnInit: [String] {
        func appClass(_ name: String) -> String? {
            if classInitializers[name] != nil { return name }
            let last = name.split(separator: ".").last.map(String.init) ?? name
            return classInitializers.keys.filter { $0 == last || $0.hasSuffix("." + last) }.sorted().first
        }
        func madeByOwnInit(_ name: String, depth: Int) -> Bool {
            guard depth < 64, let initializers = classInitializers[name] else { return false }
            if initializers.hasPlainInit { return true }
            if initializers.hasDesignated { return false }
            return superclasses[name].flatMap(appClass).map { madeByOwnInit($0, depth: depth + 1) } ?? false
        }
        func frameworkRoot(_ name: String) -> String? {
            var current = name
            for _ in 0..<64 {
                guard let superclass = superclasses[current] else { return nil }
                guard let next = appClass(superclass) else { return superclass }
                current = next
            }
            return nil
        }
        return classInitializers.keys.filter { name in
            classInitializers[name]!.isNameable && madeByOwnInit(name, depth: 0)
                && frameworkRoot(name)?.hasPrefix("UI") == true
        }.sorted()
    }

    /// The method `baseName` of `type` or its superclasses in the app; with `labels`, the one that has them.
    public func method(named baseName: String, labels: [String]?, in type: String) -> Method? {
        var current: String? = type
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted {
            let candidates = (methods[name] ?? []).filter { $0.baseName == baseName && (labels == nil || $0.labels == labels!) }
            if let found = candidates.first { return found }
            current = superclasses[name] ?? superclasses[name.split(separator: ".").last.map(String.init) ?? name]
        }
        return nil
    }
}

/// Names of the types around a node, outermost first: `Outer.Inner`; a protocol
/// extension's members see `Self`.
enum EnclosingType {
    enum Kind { case type, protocolExtension, protocolDeclaration }

    static func of(_ node: some SyntaxProtocol) -> (name: String, kind: Kind)? {
        var names: [String] = []
        var kind: Kind = .type
        var current = node.parent
        var first = true
        while let parent = current {
            if let decl = parent.as(ClassDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = parent.as(StructDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = parent.as(EnumDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = parent.as(ActorDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = parent.as(ProtocolDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
                if first { kind = .protocolDeclaration }
            } else if let decl = parent.as(ExtensionDeclSyntax.self) {
                names.insert(decl.extendedType.trimmedDescription.replacingOccurrences(of: " ", with: ""), at: 0)
            } else {
                current = parent.parent
                continue
            }
            first = false
            current = parent.parent
        }
        guard !names.isEmpty else { return nil }
        return (names.joined(separator: "."), kind)
    }
}

private final class IndexVisitor: SyntaxVisitor {
    var index = ProjectIndex()
    var protocolNames = Set<String>()
    /// How many times each class that other files can name is declared (once, unless
    /// `#if` clauses declare it in turn).
    var visibleClassDeclarations: [String: Int] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = qualified(node.name.text, node)
        if let first = node.inheritanceClause?.inheritedTypes.first {
            index.superclasses[name] = first.type.trimmedDescription
        }
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains("UIApplicationDelegate") { index.delegateCandidates.append(name) }
        if node.attributes.contains(where: { Attributes.name(of: $0).map(["main", "UIApplicationMain"].contains) ?? false }) {
            index.applicationDelegate = name
        }
        index.classInitializers[name] = Self.initializers(of: node)
        if let qualifiedName = ClassMemberAppender.qualifiedName(of: node), !Self.isHidden(node) {
            visibleClassDeclarations[qualifiedName, default: 0] += 1
        }
        return .visitChildren
    }

    private static let hidingModifiers: Set<String> = ["private", "fileprivate"]

    private static func initializers(of node: ClassDeclSyntax) -> ProjectIndex.ClassInitializers {
        var result = ProjectIndex.ClassInitializers()
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                  !initializer.modifiers.contains(where: { $0.name.text == "convenience" }) else { continue }
            result.hasDesignated = true
            if initializer.signature.parameterClause.parameters.isEmpty, initializer.optionalMark == nil,
               initializer.signature.effectSpecifiers?.throwsClause == nil,
               initializer.genericParameterClause == nil,
               !initializer.modifiers.contains(where: { hidingModifiers.contains($0.name.text) }) {
                result.hasPlainInit = true
            }
        }
        result.isNameable = !isHidden(node)
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let generic = syntax.asProtocol(WithGenericParametersSyntax.self), generic.genericParameterClause != nil {
                result.isNameable = false
            }
            current = syntax.parent
        }
        return result
    }

    /// Whether other files cannot name the class: it, or a declaration around it, is
    /// private or fileprivate, or it is declared in a function or a closure.
    private static func isHidden(_ node: ClassDeclSyntax) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let declaration = syntax.asProtocol(WithModifiersSyntax.self),
               declaration.modifiers.contains(where: { hidingModifiers.contains($0.name.text) }) {
                return true
            }
            if syntax.is(CodeBlockSyntax.self) || syntax.is(ClosureExprSyntax.self) { return true }
            current = syntax.parent
        }
        return false
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        if extended == "UIColor" || extended == "UIImage" {
            for member in node.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self),
                   variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                    for binding in variable.bindings {
                        if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                            index.declaredStaticMembers[extended, default: []].insert(pattern.identifier.text)
                        }
                    }
                }
            }
        }
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains("UIApplicationDelegate") { index.delegateCandidates.append(extended) }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        index.protocols.insert(node.name.text)
        for member in node.memberBlock.members {
            let isOptional = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "optional" } ?? false
            guard isOptional else { continue }
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let returnType = function.signature.returnClause?.type.trimmedDescription
                index.optionalRequirements.append(.init(
                    protocolName: node.name.text, baseName: function.name.text,
                    labels: function.signature.parameterClause.parameters.map { $0.firstName.text },
                    returnsVoid: returnType == nil || returnType == "Void" || returnType == "()", isProperty: false))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    index.optionalRequirements.append(.init(
                        protocolName: node.name.text, baseName: binding.pattern.trimmedDescription,
                        labels: nil, returnsVoid: false, isProperty: true))
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = EnclosingType.of(node), type.kind == .type else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let annotation = binding.typeAnnotation?.type else { continue }
            var text = annotation.trimmedDescription
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            index.propertyTypes[type.name, default: [:]][name] = text
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = EnclosingType.of(node) else { return .skipChildren }
        var objcName: String?
        for attribute in node.attributes {
            if case .attribute(let attribute) = attribute, Attributes.name(of: .attribute(attribute)) == "objc",
               let arguments = attribute.arguments {
                objcName = arguments.trimmedDescription.replacingOccurrences(of: " ", with: "")
            }
        }
        let method = ProjectIndex.Method(
            baseName: node.name.text,
            labels: node.signature.parameterClause.parameters.map { $0.firstName.text },
            objcName: objcName,
            isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) })
        index.methods[type.name, default: []].append(method)
        return .skipChildren
    }

    private func qualified(_ name: String, _ node: some SyntaxProtocol) -> String {
        EnclosingType.of(node).map { "\($0.name).\(name)" } ?? name
    }
}

/// Reading attribute names.
enum Attributes {
    static func name(of element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }
}
