import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A storyboard made in code. Each scene becomes a function making its view controller
/// as UIKit does from the file: the controller through `init?(coder:)`, its navigation and
/// tab bar items, its segues (`UIStoryboard.addSegue`), and a view loader
/// (`UIStoryboard.loadView(of:)`) that makes the view, its subviews, constraints, outlets,
/// actions and prototype cells when the view first loads, before `viewDidLoad()`. The
/// storyboard registers under its name (`UIStoryboard.register(name:scenes:)`), so
/// Info.plist's `UIMainStoryboardFile`/`UISceneStoryboardFile` and
/// `UIStoryboard(name:bundle:)` work as on iOS.
struct StoryboardCode {
    /// Interface Builder's view controller elements and UIKit's class for each.
    static let controllerClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
    ]

    let document: InterfaceDocument
    let initial: String?
    /// The scenes' view controller elements, by id.
    let controllers: [(id: String, element: XMLElement)]
    /// What could not be carried over.
    let warnings: [String]
    let declarations: String

    var name: String { document.name }

    init(contentsOf url: URL, name: String, index: ProjectIndex) throws {
        document = try InterfaceDocument(contentsOf: url, name: name)
        initial = InterfaceDocument.attribute("initialViewController", of: document.root)
        var controllers: [(String, XMLElement)] = []
        let findings = ObjectEmitter.Findings()
        for scene in Self.descendants(of: document.root, named: "scene") {
            for objects in InterfaceDocument.children(of: scene, named: "objects") {
                for element in InterfaceDocument.children(of: objects) {
                    let kind = element.name ?? ""
                    if Self.controllerClasses[kind] != nil, let id = InterfaceDocument.attribute("id", of: element) {
                        controllers.append((id, element))
                    } else if kind.hasSuffix("Controller") {
                        findings.warn("a <\(kind)> scene is left out (Vitrine's port does not make it)")
                    }
                }
            }
        }
        guard !controllers.isEmpty else { throw InterfaceDocument.Failure.empty("view controllers") }
        self.controllers = controllers
        let document = self.document
        let functionName = { (id: String) in Self.functionName(storyboard: name, scene: id) }
        declarations = controllers.map { id, element in
            Self.sceneFunction(element, id: id, document: document, index: index, findings: findings, functionName: functionName)
        }.joined(separator: "\n")
        warnings = findings.warnings
    }

    static func descendants(of element: XMLElement, named name: String) -> [XMLElement] {
        InterfaceDocument.children(of: element).flatMap { child in
            (child.name == name ? [child] : []) + descendants(of: child, named: name)
        }
    }

    /// The function making scene `scene` of storyboard `storyboard`.
    static func functionName(storyboard: String, scene: String) -> String {
        "storyboard\(PortableProject.moduleName(from: storyboard))_\(InterfaceDocument.identifier(scene))"
    }

    /// Swift making a segue's destination: a scene of this storyboard, or one another
    /// storyboard's reference names.
    static func destination(_ element: XMLElement, document: InterfaceDocument) -> String {
        let id = InterfaceDocument.attribute("id", of: element) ?? ""
        guard element.name == "viewControllerPlaceholder" else { return "\(functionName(storyboard: document.name, scene: id))()" }
        let storyboard = InterfaceDocument.attribute("storyboardName", of: element) ?? document.name
        let board = "UIStoryboard(name: \(InterfaceDocument.literal(storyboard)), bundle: nil)"
        if let identifier = InterfaceDocument.attribute("referencedIdentifier", of: element) {
            return "\(board).instantiateViewController(withIdentifier: \(InterfaceDocument.literal(identifier)))"
        }
        return "(\(board).instantiateInitialViewController() ?? UIViewController())"
    }

    /// A segue's kind as `UIStoryboard.SegueKind`; nil for those made elsewhere (relationships,
    /// embeds) or not at all (unwinds).
    static func segueKind(_ segue: XMLElement, findings: ObjectEmitter.Findings) -> String? {
        func attribute(_ name: String) -> String? { InterfaceDocument.attribute(name, of: segue) }
        switch attribute("kind") {
        case "show", "push": return ".show"
        case "showDetail", "replace": return ".showDetail"
        case "presentation", "modal":
            let presentation = attribute("modalPresentationStyle").map { ".\($0)" } ?? "nil"
            let transition = attribute("modalTransitionStyle").map { ".\($0)" } ?? "nil"
            return ".presentModally(presentation: \(presentation), transition: \(transition))"
        case "popoverPresentation": return ".popoverPresentation"
        case "custom":
            guard let segueClass = attribute("customClass") else { return ".show" }
            return ".custom({ \(segueClass)(identifier: $0, source: $1, destination: $2) })"
        default: return nil
        }
    }

    /// The closure giving an unwind action's method on a view controller of one of the app's
    /// classes that declares it (Objective-C's `respondsToSelector:` on iOS).
    static func unwindPerformer(_ action: String, index: ProjectIndex, findings: ObjectEmitter.Findings) -> String {
        let implementing = index.methods.keys.sorted().compactMap { type -> String? in
            guard let method = index.methods[type]?.first(where: { $0.selectorName == action && !$0.isStatic }) else { return nil }
            let call = method.labels.first.map { $0 == "_" ? "$0" : "\($0): $0" } ?? ""
            return "if let target = candidate as? \(type) { return { target.\(method.baseName)(\(call)) } }"
        }
        if implementing.isEmpty { findings.warn("no class of the app implements the unwind action \(action)") }
        return "candidate in " + (implementing + ["return nil"]).joined(separator: "; ")
    }

    private static func sceneFunction(_ element: XMLElement, id: String, document: InterfaceDocument, index: ProjectIndex,
                                      findings: ObjectEmitter.Findings, functionName: (String) -> String) -> String {
        let kind = element.name ?? "viewController"
        let customClass = InterfaceDocument.attribute("customClass", of: element)
        let type = customClass ?? controllerClasses[kind] ?? "UIViewController"
        let scene = ObjectEmitter(document: document, index: index, findings: findings) { destination($0, document: document) }
        let rootView = InterfaceDocument.children(of: element).first { InterfaceDocument.attribute("key", of: $0) == "view" }
        var coder: [String] = []
        if kind == "tableViewController" {
            let style = rootView.flatMap { InterfaceDocument.attribute("style", of: $0) } ?? "plain"
            coder.append("\"UITableViewStyle\": UITableView.Style.\(style).rawValue")
        }
        scene.emit("let controller = \(type)(coder: InterfaceBuilderCoder(\(coder.isEmpty ? "" : "[\(coder.joined(separator: ", "))]")))!")
        scene.bind(id, to: "controller", type: type)
        itemsAndBars(element, scene: scene)

        // Segues: every one the scene starts, registered now so that performSegue finds them.
        var children: [String] = []
        for segue in descendants(of: element, named: "segue") {
            guard let segueID = InterfaceDocument.attribute("id", of: segue),
                  let destinationID = InterfaceDocument.attribute("destination", of: segue),
                  let destinationElement = document.elements[destinationID] else { continue }
            if InterfaceDocument.attribute("kind", of: segue) == "relationship" {
                if segue.parent?.parent === element { children.append(destination(destinationElement, document: document)) }
                continue
            }
            let identifier = InterfaceDocument.attribute("identifier", of: segue).map(InterfaceDocument.literal) ?? "nil"
            let add: String
            if InterfaceDocument.attribute("kind", of: segue) == "unwind" {
                guard let action = InterfaceDocument.attribute("unwindAction", of: segue) else { continue }
                add = "UIStoryboard.addUnwindSegue(identifier: \(identifier), action: \(InterfaceDocument.literal(action)), from: controller) { \(unwindPerformer(action, index: index, findings: findings)) }"
            } else {
                guard let segueKind = segueKind(segue, findings: findings) else { continue }
                add = "UIStoryboard.addSegue(identifier: \(identifier), kind: \(segueKind), from: controller) { \(destination(destinationElement, document: document)) }"
            }
            // A manual segue (the controller's own) is only performed by identifier; a triggered
            // one is kept for the control, bar button item, gesture or cell that triggers it.
            if segue.parent?.parent === element {
                scene.emit(add)
            } else {
                let variable = "segue_\(InterfaceDocument.identifier(segueID))"
                scene.emit("let \(variable) = \(add)")
                scene.segues[segueID] = variable
            }
        }
        switch kind {
        case "navigationController" where !children.isEmpty, "tabBarController" where !children.isEmpty:
            scene.emit("controller.setViewControllers([\(children.joined(separator: ", "))], animated: false)")
        case "splitViewController" where !children.isEmpty:
            scene.emit("controller.viewControllers = [\(children.joined(separator: ", "))]")
        default: break
        }

        if let rootView {
            let view = scene.nested()
            // The scene's other top-level objects (gesture recognizers, views and bar button
            // items that outlets keep) load with the view.
            if let objects = element.parent as? XMLElement {
                for object in InterfaceDocument.children(of: objects) where object !== element
                    && !["placeholder", "viewControllerPlaceholder", "exit"].contains(object.name ?? "")
                    && !(object.name ?? "").hasSuffix("Controller") {
                    view.make(object)
                }
            }
            let made = view.make(rootView) ?? "UIView()"
            view.connectOutlets(of: element, as: "controller")
            view.finish()
            scene.emit("UIStoryboard.loadView(of: controller) { [unowned controller] in")
            for line in view.lines { scene.emit("    " + line) }
            scene.emit("    _ = controller")
            scene.emit("    return \(made)")
            scene.emit("}")
        }
        scene.connectOutlets(of: element, as: "controller")
        scene.finish()
        if customClass != nil { scene.emit("controller.awakeFromNib()") }
        return """
        /// Scene \(id) of \(document.name).storyboard.
        @MainActor
        private func \(functionName(id))() -> UIViewController {
            \(scene.lines.joined(separator: "\n    "))
            return controller
        }

        """
    }

    /// The navigation item, tab bar item, toolbar items and the bars of a navigation controller.
    private static func itemsAndBars(_ element: XMLElement, scene: ObjectEmitter) {
        func attribute(_ name: String, _ node: XMLElement) -> String? { InterfaceDocument.attribute(name, of: node) }
        let literal = InterfaceDocument.literal
        if let item = InterfaceDocument.child(of: element, key: "navigationItem") {
            if let title = attribute("title", item) { scene.emit("controller.navigationItem.title = \(literal(title))") }
            if let prompt = attribute("prompt", item) { scene.emit("controller.navigationItem.prompt = \(literal(prompt))") }
            if let mode = attribute("largeTitleDisplayMode", item) { scene.emit("controller.navigationItem.largeTitleDisplayMode = .\(mode)") }
            if let back = attribute("backButtonTitle", item) { scene.emit("controller.navigationItem.backButtonTitle = \(literal(back))") }
            for key in ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"] {
                if let barItem = InterfaceDocument.child(of: item, key: key), let made = scene.make(barItem) {
                    scene.emit("controller.navigationItem.\(key) = \(made)")
                }
            }
            for key in ["leftBarButtonItems", "rightBarButtonItems"] {
                guard let list = InterfaceDocument.child(of: item, key: key) else { continue }
                let made = InterfaceDocument.children(of: list).compactMap { scene.make($0) }
                scene.emit("controller.navigationItem.\(key) = [\(made.joined(separator: ", "))]")
            }
            if let titleView = InterfaceDocument.child(of: item, key: "titleView"), let made = scene.make(titleView) {
                scene.emit("controller.navigationItem.titleView = \(made)")
            }
        }
        if let list = InterfaceDocument.children(of: element, named: "toolbarItems").first {
            let made = InterfaceDocument.children(of: list).compactMap { scene.make($0) }
            scene.emit("controller.toolbarItems = [\(made.joined(separator: ", "))]")
        }
        if let item = InterfaceDocument.child(of: element, key: "tabBarItem") {
            if let system = attribute("systemItem", item) {
                scene.emit("controller.tabBarItem = UITabBarItem(tabBarSystemItem: .\(system), tag: \(attribute("tag", item) ?? "0"))")
            } else {
                let title = attribute("title", item).map(literal) ?? "nil"
                let image = scene.document.imageExpression(of: item, key: "image") ?? "nil"
                scene.emit("controller.tabBarItem = UITabBarItem(title: \(title), image: \(image), tag: \(attribute("tag", item) ?? "0"))")
                if let selected = scene.document.imageExpression(of: item, key: "selectedImage") {
                    scene.emit("controller.tabBarItem.selectedImage = \(selected)")
                }
            }
        }
        if let bar = InterfaceDocument.child(of: element, key: "navigationBar"), attribute("prefersLargeTitles", bar) == "YES" {
            scene.emit("controller.navigationBar.prefersLargeTitles = true")
        }
        if element.name == "navigationController", attribute("toolbarHidden", element) == "NO" {
            scene.emit("controller.isToolbarHidden = false")
        }
    }

    /// Swift registering the storyboard: the call to make before the app starts.
    var registration: String {
        var cases: [String] = []
        let ids = Set(controllers.map(\.id))
        if let initial, ids.contains(initial) {
            cases.append("case nil: return \(Self.functionName(storyboard: name, scene: initial))()")
        }
        for (id, element) in controllers {
            if let identifier = InterfaceDocument.attribute("storyboardIdentifier", of: element) {
                cases.append("case \(InterfaceDocument.literal(identifier)): return \(Self.functionName(storyboard: name, scene: id))()")
            }
        }
        cases.append("default: return nil")
        return """
            UIStoryboard.register(name: \(InterfaceDocument.literal(name))) { identifier in
                switch identifier {
                \(cases.joined(separator: "\n        "))
                }
            }
        """
    }
}
