import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A simple storyboard made in code: what Xcode's templates and Apple's samples keep when
/// the UI is built in code (a navigation or tab bar controller and root view controllers of
/// the app's classes, whose views have no subviews). Its scenes become Swift that
/// registers them with `UIStoryboard.register(name:scenes:)`, so Info.plist's
/// `UIMainStoryboardFile`/`UISceneStoryboardFile` and `UIStoryboard(name:bundle:)` work
/// as on iOS. A storyboard with anything else (subviews, outlets, actions, segues other
/// than relationships, prototype cells) is refused with the reason.
struct StoryboardCode {
    enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case unsupported(String)
        var description: String {
            switch self {
            case .unreadable(let why): return "cannot read it: \(why)"
            case .unsupported(let what): return "it has \(what), which only an Interface Builder loader could make"
            }
        }
    }

    /// Elements that need no code or that the conversion reads; any other stops it.
    static let understood: Set<String> = [
        "document", "dependencies", "plugIn", "capability", "deployment", "device", "scenes", "scene", "objects",
        "placeholder", "point", "rect", "size", "autoresizingMask", "viewLayoutGuide", "color", "systemColor",
        "resources", "image", "inset", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
        "navigationController", "navigationBar", "tabBarController", "tabBar", "viewController",
        "tableViewController", "view", "tableView", "navigationItem", "tabBarItem", "connections", "segue",
        "textAttributes", "fontDescription", "offsetWrapper", "userDefinedRuntimeAttributes", "layoutGuides",
    ]

    struct Scene {
        var id: String
        var kind: String
        var customClass: String?
        var storyboardIdentifier: String?
        var title: String?
        var largeTitleDisplayMode: String?
        var prefersLargeTitles = false
        var tableStyle: String?
        var viewColors: [(key: String, expression: String)] = []
        var tabBarItem: String?
        /// Destinations of `rootViewController` and `viewControllers` relationships, in order.
        var children: [String] = []
    }

    let name: String
    let initial: String?
    let scenes: [Scene]

    init(contentsOf url: URL, name: String) throws {
        let document: XMLDocument
        do {
            document = try XMLDocument(contentsOf: url, options: [])
        } catch {
            throw Failure.unreadable("\(error)")
        }
        guard let root = document.rootElement(), root.name == "document" else { throw Failure.unreadable("no <document>") }
        self.name = name
        initial = root.attribute(forName: "initialViewController")?.stringValue
        var scenes: [Scene] = []
        try Self.check(root)
        for sceneElement in Self.descendants(of: root, named: "scene") {
            guard let objects = Self.children(of: sceneElement, named: "objects").first else { continue }
            for element in objects.children?.compactMap({ $0 as? XMLElement }) ?? []
            where ["navigationController", "tabBarController", "viewController", "tableViewController"].contains(element.name ?? "") {
                scenes.append(try Self.scene(element))
            }
        }
        guard !scenes.isEmpty else { throw Failure.unsupported("no view controllers") }
        self.scenes = scenes
    }

    private static func check(_ element: XMLElement) throws {
        let elementName = element.name ?? ""
        guard understood.contains(elementName) else { throw Failure.unsupported("<\(elementName)>") }
        if elementName == "segue", element.attribute(forName: "kind")?.stringValue != "relationship" {
            throw Failure.unsupported("a \(element.attribute(forName: "kind")?.stringValue ?? "") segue")
        }
        if elementName == "view" || elementName == "tableView",
           let key = element.attribute(forName: "key")?.stringValue, key != "view" {
            throw Failure.unsupported("a <\(elementName)> as \(key)")
        }
        for case let child as XMLElement in element.children ?? [] { try check(child) }
    }

    private static func scene(_ element: XMLElement) throws -> Scene {
        func attribute(_ name: String, of node: XMLElement = element) -> String? { node.attribute(forName: name)?.stringValue }
        var scene = Scene(id: attribute("id") ?? "", kind: element.name ?? "viewController")
        scene.customClass = attribute("customClass")
        scene.storyboardIdentifier = attribute("storyboardIdentifier")
        if let item = children(of: element, named: "navigationItem").first {
            scene.title = attribute("title", of: item)
            scene.largeTitleDisplayMode = attribute("largeTitleDisplayMode", of: item)
        }
        if let bar = children(of: element, named: "navigationBar").first {
            scene.prefersLargeTitles = attribute("prefersLargeTitles", of: bar) == "YES"
        }
        if let item = children(of: element, named: "tabBarItem").first {
            scene.tabBarItem = tabBarItem(item)
        }
        if let view = (children(of: element, named: "view") + children(of: element, named: "tableView")).first {
            scene.tableStyle = view.name == "tableView" ? attribute("style", of: view) : nil
            for color in children(of: view, named: "color") {
                guard let key = attribute("key", of: color), ["backgroundColor", "tintColor"].contains(key),
                      let expression = colorExpression(color) else { continue }
                scene.viewColors.append((key, expression))
            }
        }
        for connections in children(of: element, named: "connections") {
            for segue in children(of: connections, named: "segue") {
                if let destination = attribute("destination", of: segue) { scene.children.append(destination) }
            }
        }
        return scene
    }

    /// A colour as Interface Builder writes it, as Swift.
    static func colorExpression(_ color: XMLElement) -> String? {
        func number(_ name: String) -> String? { color.attribute(forName: name)?.stringValue }
        if let system = number("systemColor") {
            let base = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
            return ".\(base)"
        }
        if let named = number("name") { return "UIColor(named: \(literal(named)))" }
        let alpha = number("alpha") ?? "1"
        if let white = number("white") { return "UIColor(white: \(white), alpha: \(alpha))" }
        guard let red = number("red"), let green = number("green"), let blue = number("blue") else { return nil }
        if number("customColorSpace") == "displayP3" {
            return "UIColor(displayP3Red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        }
        return "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    private static func tabBarItem(_ item: XMLElement) -> String {
        if let system = item.attribute(forName: "systemItem")?.stringValue {
            return "UITabBarItem(tabBarSystemItem: .\(system), tag: 0)"
        }
        let title = item.attribute(forName: "title")?.stringValue.map(literal) ?? "nil"
        let image = item.attribute(forName: "image")?.stringValue.map { "UIImage(named: \(literal($0)))" } ?? "nil"
        return "UITabBarItem(title: \(title), image: \(image), tag: 0)"
    }

    static func literal(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    private static func children(of element: XMLElement, named name: String) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.name == name }
    }

    private static func descendants(of element: XMLElement, named name: String) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap { child in
            (child.name == name ? [child] : []) + descendants(of: child, named: name)
        }
    }

    // MARK: Swift

    /// The function making scene `id` and its relationships.
    private func functionName(_ id: String) -> String {
        "storyboard\(PortableProject.moduleName(from: name))_\(PortableProject.moduleName(from: id))"
    }

    /// Swift registering the storyboard: `register()` is the call to make before the app starts.
    var source: (register: String, declarations: String) {
        var cases: [String] = []
        if let initial, scenes.contains(where: { $0.id == initial }) { cases.append("case nil: return \(functionName(initial))()") }
        for scene in scenes {
            if let identifier = scene.storyboardIdentifier { cases.append("case \(Self.literal(identifier)): return \(functionName(scene.id))()") }
        }
        cases.append("default: return nil")
        let register = """
            UIStoryboard.register(name: \(Self.literal(name))) { identifier in
                switch identifier {
                \(cases.joined(separator: "\n        "))
                }
            }
        """
        let declarations = scenes.map(declaration).joined(separator: "\n")
        return (register, declarations)
    }

    /// The generated file: every storyboard's scenes and the function registering them all.
    static func file(for storyboards: [StoryboardCode]) -> String {
        let parts = storyboards.map(\.source)
        return """
        // Generated by Vitrine's scripts/port: the app's storyboards, made in code as UIKit makes
        // them from the files (docs/PORTING.md, "Storyboards"). Do not edit; port again instead.
        import UIKit

        /// Registers the storyboards under their names; the executable calls it before the app starts.
        @MainActor
        public func vitrinePortRegisterStoryboards() {
        \(parts.map(\.register).joined(separator: "\n"))
        }

        \(parts.map(\.declarations).joined(separator: "\n"))
        """
    }

    private func declaration(_ scene: Scene) -> String {
        var lines: [String] = []
        let defaultClass: String
        switch scene.kind {
        case "navigationController": defaultClass = "UINavigationController"
        case "tabBarController": defaultClass = "UITabBarController"
        case "tableViewController": defaultClass = "UITableViewController"
        default: defaultClass = "UIViewController"
        }
        let type = scene.customClass ?? defaultClass
        if scene.kind == "tableViewController", let style = scene.tableStyle {
            lines.append("let controller = \(type)(style: .\(style))")
        } else {
            lines.append("let controller = \(type)()")
        }
        if let title = scene.title { lines.append("controller.navigationItem.title = \(Self.literal(title))") }
        if let mode = scene.largeTitleDisplayMode { lines.append("controller.navigationItem.largeTitleDisplayMode = .\(mode)") }
        if let item = scene.tabBarItem { lines.append("controller.tabBarItem = \(item)") }
        if scene.prefersLargeTitles { lines.append("controller.navigationBar.prefersLargeTitles = true") }
        let children = scene.children.filter { child in scenes.contains { $0.id == child } }.map { "\(functionName($0))()" }
        switch scene.kind {
        case "navigationController" where !children.isEmpty, "tabBarController" where !children.isEmpty:
            lines.append("controller.setViewControllers([\(children.joined(separator: ", "))], animated: false)")
        default: break
        }
        if !scene.viewColors.isEmpty {
            lines.append("UIStoryboard.configureView(of: controller) { view in")
            lines += scene.viewColors.map { "    view.\($0.key) = \($0.expression)" }
            lines.append("}")
        }
        lines.append("return controller")
        return """
        /// Scene \(scene.id) of \(name).storyboard.
        @MainActor
        private func \(functionName(scene.id))() -> UIViewController {
            \(lines.joined(separator: "\n    "))
        }

        """
    }
}
