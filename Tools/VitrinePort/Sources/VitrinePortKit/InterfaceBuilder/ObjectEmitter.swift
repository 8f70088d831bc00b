import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Writes Swift that makes Interface Builder objects as UIKit's nib loading does on iOS:
/// each object made with its class's `init?(coder:)` (the coder carrying what the
/// initializer must know: a cell's style, a button's type), then its attributes,
/// subviews and constraints; once all exist, the outlets, actions and segue triggers;
/// last `awakeFromNib()` on the objects of the app's classes.
///
/// One emitter is one scope of the generated code (a scene, a view loader, a prototype
/// cell's factory): it sees the variables of the scopes around it.
final class ObjectEmitter {
    /// What a document's conversion could not carry over, said once per kind.
    final class Findings {
        private(set) var warnings: [String] = []
        func warn(_ message: String) {
            if !warnings.contains(message) { warnings.append(message) }
        }
    }

    let document: InterfaceDocument
    let index: ProjectIndex
    let findings: Findings
    let parent: ObjectEmitter?
    /// The Swift this scope runs, in order.
    private(set) var lines: [String] = []
    private var variables: [String: String] = [:]
    private var types: [String: String] = [:]
    /// Objects whose `<connections>` are made in `finish()`, in creation order.
    private var connected: [(variable: String, element: XMLElement)] = []
    /// Objects of another scope whose outlets to this scope's objects are made here.
    private var outletsInto: [(variable: String, element: XMLElement)] = []
    /// Objects of the app's classes, which hear `awakeFromNib()`.
    private var awakened: [String] = []
    private var constraints: [String] = []
    /// Segue templates by segue id (registered by the scene).
    var segues: [String: String] = [:]
    /// Makes the view controller of a scene (a segue's destination).
    let destination: (XMLElement) -> String

    init(document: InterfaceDocument, index: ProjectIndex, findings: Findings, parent: ObjectEmitter? = nil,
         destination: @escaping (XMLElement) -> String = { _ in "UIViewController()" }) {
        self.document = document
        self.index = index
        self.findings = findings
        self.parent = parent
        self.destination = parent?.destination ?? destination
    }

    /// A nested scope (a closure inside this one's code).
    func nested() -> ObjectEmitter {
        ObjectEmitter(document: document, index: index, findings: findings, parent: self)
    }

    func emit(_ line: String) { lines.append(line) }

    /// Names an object made outside `make` (the scene's controller, a xib's owner).
    func bind(_ id: String, to variable: String, type: String?) {
        variables[id] = variable
        types[id] = type
    }

    /// Makes the outlets of `element` (an object of an enclosing scope, as `variable`) that
    /// point at this scope's objects.
    func connectOutlets(of element: XMLElement, as variable: String) {
        outletsInto.append((variable, element))
    }

    func variable(for id: String) -> String? { variables[id] ?? parent?.variable(for: id) }
    func type(for id: String) -> String? { types[id] ?? parent?.type(for: id) }
    func segue(_ id: String) -> String? { segues[id] ?? parent?.segue(id) }

    // MARK: Objects

    /// UIKit's class for each Interface Builder element that makes an object.
    static let classes: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl", "activityIndicatorView": "UIActivityIndicatorView",
        "progressView": "UIProgressView", "pageControl": "UIPageControl", "stackView": "UIStackView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "collectionView": "UICollectionView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "visualEffectView": "UIVisualEffectView", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
        "tabBar": "UITabBar", "searchBar": "UISearchBar", "containerView": "UIView",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer", "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer", "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    ]

    /// Elements of a view that `make` reads itself; any other is reported.
    static let understoodChildren: Set<String> = [
        "rect", "autoresizingMask", "color", "nil", "fontDescription", "subviews", "constraints", "connections",
        "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets", "inset", "size", "point", "string", "state",
        "imageReference", "textInputTraits", "userDefinedRuntimeAttributes", "segments", "prototypes", "cells",
        "tableViewCellContentView", "collectionViewCellContentView", "collectionViewFlowLayout", "sections",
        "blurEffect", "vibrancyEffect",
        "buttonConfiguration", "accessibility", "preferredSymbolConfiguration", "items", "barButtonItem",
        "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "attributedString", "date", "locale",
        "layoutGuides", "textAttributes", "offsetWrapper", "navigationItem", "imageView", "label", "view",
        "scrollView", "stackView", "button", "tableView", "collectionView", "textField", "textView",
        "numberFormatter", "dateFormatter", "backgroundConfiguration", "contentConfiguration",
    ]

    /// Makes `element` and what it contains; returns its variable, nil for what makes no object.
    @discardableResult
    func make(_ element: XMLElement) -> String? {
        let name = element.name ?? ""
        if name == "barButtonItem" { return makeBarButtonItem(element) }
        guard let uikitClass = Self.classes[name] else {
            findings.warn("<\(name)> is not made (Vitrine's port knows no UIKit class for it)")
            return nil
        }
        let id = InterfaceDocument.attribute("id", of: element) ?? UUID().uuidString
        let customClass = InterfaceDocument.attribute("customClass", of: element)
        let type = customClass ?? uikitClass
        let variable = "\(name)_\(InterfaceDocument.identifier(id))"
        var coder: [String] = []
        switch name {
        case "tableViewCell":
            let styles = ["IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleValue1": "value1",
                          "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle"]
            if let style = attribute("style", element).flatMap({ styles[$0] }) {
                coder.append("\"UITableViewCellStyle\": UITableViewCell.CellStyle.\(style).rawValue")
            }
            // A static cell is shown as it is, never reused.
            if let reuse = attribute("reuseIdentifier", element), element.parent?.parent?.name != "tableViewSection" {
                coder.append("\"UIReuseIdentifier\": \(literal(reuse))")
            }
        case "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView":
            if let reuse = attribute("reuseIdentifier", element) { coder.append("\"UIReuseIdentifier\": \(literal(reuse))") }
        case "tableView":
            let style = attribute("style", element) ?? "plain"
            coder.append("\"UITableViewStyle\": UITableView.Style.\(style).rawValue")
        case "button":
            let buttonTypes = ["roundedRect": "system"]
            let buttonType = attribute("buttonType", element).map { buttonTypes[$0] ?? $0 } ?? "custom"
            coder.append("\"UIButtonType\": UIButton.ButtonType.\(buttonType).rawValue")
        case "collectionView":
            coder.append("\"UICollectionViewLayout\": \(flowLayout(of: element, id: id))")
        default: break
        }
        let arguments = coder.isEmpty ? "" : "[\(coder.joined(separator: ", "))]"
        emit("let \(variable) = \(type)(coder: InterfaceBuilderCoder(\(arguments)))!")
        bind(id, to: variable, type: type)
        if customClass != nil { awakened.append(variable) }
        configure(element, as: variable)
        return variable
    }

    /// The attributes and contents of an object made (or given, as a cell's content view).
    private func configure(_ element: XMLElement, as variable: String) {
        let name = element.name ?? ""
        if name.hasSuffix("GestureRecognizer") {
            gestureAttributes(element, variable)
            connected.append((variable, element))
            return
        }
        viewAttributes(element, variable)
        switch name {
        case "label": labelAttributes(element, variable)
        case "button": buttonAttributes(element, variable)
        case "imageView": imageViewAttributes(element, variable)
        case "textField", "textView": textAttributes(element, variable)
        case "switch", "slider", "stepper", "segmentedControl", "pageControl", "progressView", "activityIndicatorView", "datePicker":
            controlAttributes(element, variable)
        case "stackView": stackAttributes(element, variable)
        case "scrollView", "collectionView": scrollAttributes(element, variable)
        case "tableView":
            scrollAttributes(element, variable)
            tableAttributes(element, variable)
        case "tableViewCell", "collectionViewCell": cellAttributes(element, variable)
        case "visualEffectView":
            if let blur = children(element, "blurEffect").first {
                emit("\(variable).effect = UIBlurEffect(style: .\(attribute("style", blur) ?? "regular"))")
            } else if let vibrancy = children(element, "vibrancyEffect").first {
                let blur = children(vibrancy, "blurEffect").first.flatMap { attribute("style", $0) } ?? "regular"
                let style = attribute("style", vibrancy).map { ", style: .\($0)" } ?? ""
                emit("\(variable).effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .\(blur))\(style))")
            }
        case "searchBar":
            set(element, "placeholder", on: variable, as: "placeholder", literal: true)
            set(element, "text", on: variable, as: "text", literal: true)
        default: break
        }
        for guide in children(element, "viewLayoutGuide") {
            guard let id = attribute("id", guide) else { continue }
            switch attribute("key", guide) {
            case "safeArea": bind(id, to: "\(variable).safeAreaLayoutGuide", type: "UILayoutGuide")
            case "contentLayoutGuide": bind(id, to: "\(variable).contentLayoutGuide", type: "UILayoutGuide")
            case "frameLayoutGuide": bind(id, to: "\(variable).frameLayoutGuide", type: "UILayoutGuide")
            default: break
            }
        }
        // Subviews: a stack view arranges its own; a cell's and an effect view's go into their content view.
        var container = variable
        var contents = element
        if let content = children(element).first(where: {
            ["tableViewCellContentView", "collectionViewCellContentView"].contains($0.name ?? "")
                || ($0.name == "view" && attribute("key", $0) == "contentView") }) {
            container = "\(variable).contentView"
            contents = content
            if let id = attribute("id", content) { bind(id, to: container, type: "UIView") }
            viewAttributes(content, container, frame: false)
            connected.append((container, content))
        }
        for subviews in children(contents, "subviews") {
            for child in children(subviews) {
                if let id = attribute("id", child), let existing = self.variable(for: id) {
                    configure(child, as: existing)   // a cell's own label, already there
                    continue
                }
                guard let subview = make(child) else { continue }
                if name == "stackView" {
                    emit("\(variable).addArrangedSubview(\(subview))")
                } else {
                    emit("\(container).addSubview(\(subview))")
                }
                if child.name == "containerView" { embed(child, in: subview) }
            }
        }
        for group in children(element, "constraints") {
            for constraint in children(group, "constraint") { addConstraint(constraint, container: variable) }
        }
        if contents !== element {
            for group in children(contents, "constraints") {
                for constraint in children(group, "constraint") { addConstraint(constraint, container: container) }
            }
        }
        if name == "tableView" { registerPrototypes(element, in: variable) }
        if name == "collectionView" { registerCells(element, in: variable) }
        connected.append((variable, element))
        for unknown in children(element) where !Self.understoodChildren.contains(unknown.name ?? "") {
            if unknown.name == "variation" {
                findings.warn("size-class variations (<variation>) are left out: the default layout is made")
            } else {
                findings.warn("<\(unknown.name ?? "")> in a <\(name)> is left out")
            }
        }
    }

    // MARK: Attributes

    private func attribute(_ name: String, _ element: XMLElement) -> String? { InterfaceDocument.attribute(name, of: element) }
    private func children(_ element: XMLElement, _ name: String? = nil) -> [XMLElement] { InterfaceDocument.children(of: element, named: name) }
    private func literal(_ string: String) -> String { InterfaceDocument.literal(string) }

    /// `object.property = value` for an attribute: a Boolean, a number, a string or an enumeration case.
    private func set(_ element: XMLElement, _ attributeName: String, on variable: String, as property: String,
                     literal isString: Bool = false, enumeration: Bool = false, map: [String: String] = [:]) {
        guard let value = attribute(attributeName, element) else { return }
        let swift: String
        if isString { swift = literal(value) }
        else if value == "YES" || value == "NO" { swift = InterfaceDocument.bool(value) }
        else if enumeration { swift = "." + (map[value] ?? value) }
        else { swift = value }
        emit("\(variable).\(property) = \(swift)")
    }

    private func color(_ element: XMLElement, _ key: String, on variable: String, as property: String? = nil) {
        guard let color = children(element, "color").first(where: { attribute("key", $0) == key }),
              let expression = InterfaceDocument.colorExpression(color) else { return }
        emit("\(variable).\(property ?? key) = \(expression)")
    }

    private func viewAttributes(_ element: XMLElement, _ variable: String, frame: Bool = true) {
        if frame, let rect = InterfaceDocument.child(of: element, key: "frame").flatMap(InterfaceDocument.geometry) {
            emit("\(variable).frame = \(rect)")
        }
        if attribute("translatesAutoresizingMaskIntoConstraints", element) == "NO" {
            emit("\(variable).translatesAutoresizingMaskIntoConstraints = false")
        } else if frame, let mask = InterfaceDocument.child(of: element, key: "autoresizingMask") {
            let flags = ["flexibleMinX": "flexibleLeftMargin", "widthSizable": "flexibleWidth", "flexibleMaxX": "flexibleRightMargin",
                         "flexibleMinY": "flexibleTopMargin", "heightSizable": "flexibleHeight", "flexibleMaxY": "flexibleBottomMargin"]
            let set = flags.keys.sorted().filter { attribute($0, mask) == "YES" }.map { "." + flags[$0]! }
            emit("\(variable).autoresizingMask = [\(set.joined(separator: ", "))]")
        }
        set(element, "contentMode", on: variable, as: "contentMode", enumeration: true)
        set(element, "clipsSubviews", on: variable, as: "clipsToBounds")
        set(element, "alpha", on: variable, as: "alpha")
        set(element, "hidden", on: variable, as: "isHidden")
        set(element, "userInteractionEnabled", on: variable, as: "isUserInteractionEnabled")
        set(element, "multipleTouchEnabled", on: variable, as: "isMultipleTouchEnabled")
        set(element, "tag", on: variable, as: "tag")
        set(element, "insetsLayoutMarginsFromSafeArea", on: variable, as: "insetsLayoutMarginsFromSafeArea")
        set(element, "preservesSuperviewLayoutMargins", on: variable, as: "preservesSuperviewLayoutMargins")
        set(element, "semanticContentAttribute", on: variable, as: "semanticContentAttribute", enumeration: true)
        for (axis, prefix) in [("horizontal", "horizontal"), ("vertical", "vertical")] {
            if let hugging = attribute("\(prefix)HuggingPriority", element) {
                emit("\(variable).setContentHuggingPriority(UILayoutPriority(\(hugging)), for: .\(axis))")
            }
            if let resistance = attribute("\(prefix)CompressionResistancePriority", element) {
                emit("\(variable).setContentCompressionResistancePriority(UILayoutPriority(\(resistance)), for: .\(axis))")
            }
        }
        for key in ["backgroundColor", "tintColor"] { color(element, key, on: variable) }
        if let margins = InterfaceDocument.child(of: element, key: "layoutMargins").flatMap(InterfaceDocument.geometry) {
            emit("\(variable).layoutMargins = \(margins)")
        }
        if let margins = InterfaceDocument.child(of: element, key: "directionalLayoutMargins").flatMap(InterfaceDocument.geometry) {
            emit("\(variable).directionalLayoutMargins = \(margins)")
        }
        if let accessibility = InterfaceDocument.child(of: element, key: "accessibilityConfiguration") {
            set(accessibility, "label", on: variable, as: "accessibilityLabel", literal: true)
            set(accessibility, "hint", on: variable, as: "accessibilityHint", literal: true)
            set(accessibility, "identifier", on: variable, as: "accessibilityIdentifier", literal: true)
        }
        for attributes in children(element, "userDefinedRuntimeAttributes") {
            for runtime in children(attributes, "userDefinedRuntimeAttribute") { runtimeAttribute(runtime, variable) }
        }
    }

    /// A user-defined runtime attribute (`layer.cornerRadius`, an `@IBInspectable` property):
    /// set through the key path, which must name a property in Swift (no key-value coding here).
    private func runtimeAttribute(_ runtime: XMLElement, _ variable: String) {
        guard let keyPath = attribute("keyPath", runtime) else { return }
        let value: String?
        switch attribute("type", runtime) {
        case "boolean": value = attribute("value", runtime).map(InterfaceDocument.bool)
        case "number":
            value = children(runtime, "real").first.flatMap { attribute("value", $0) }
                ?? children(runtime, "integer").first.flatMap { attribute("value", $0) } ?? attribute("value", runtime)
        case "string", "localizedString": value = attribute("value", runtime).map(literal)
        case "color":
            let expression = children(runtime, "color").first.flatMap(InterfaceDocument.colorExpression)
            value = keyPath.hasPrefix("layer.") ? expression.map { "\($0).cgColor" } : expression
        case "size", "point", "rect": value = children(runtime).first.flatMap(InterfaceDocument.geometry)
        case "image": value = attribute("value", runtime).map { document.imageExpression($0) }
        default: value = nil
        }
        guard let value else {
            findings.warn("a user-defined runtime attribute of type \(attribute("type", runtime) ?? "?") (\(keyPath)) is left out")
            return
        }
        emit("\(variable).\(keyPath) = \(value)")
    }

    private func font(_ element: XMLElement, on variable: String, as property: String = "font") {
        if let font = InterfaceDocument.child(of: element, key: "fontDescription").flatMap(InterfaceDocument.fontExpression) {
            emit("\(variable).\(property) = \(font)")
        }
    }

    private static let lineBreakModes = ["tailTruncation": "byTruncatingTail", "wordWrap": "byWordWrapping",
                                         "characterWrap": "byCharWrapping", "clip": "byClipping",
                                         "headTruncation": "byTruncatingHead", "middleTruncation": "byTruncatingMiddle"]

    /// The text of an element: its `text` attribute, a `<string key="text">`, or an attributed string's plain text.
    private func text(of element: XMLElement) -> String? {
        if let text = attribute("text", element) { return text }
        if let string = InterfaceDocument.child(of: element, key: "text"), string.name == "string" { return string.stringValue }
        if let attributed = InterfaceDocument.child(of: element, key: "attributedText") {
            findings.warn("attributed text is made plain (its fonts and colours are left out)")
            return children(attributed, "fragment").compactMap { attribute("content", $0) ?? $0.stringValue }.joined()
        }
        return nil
    }

    private func labelAttributes(_ element: XMLElement, _ variable: String) {
        if let text = text(of: element) { emit("\(variable).text = \(literal(text))") }
        set(element, "textAlignment", on: variable, as: "textAlignment", enumeration: true)
        set(element, "numberOfLines", on: variable, as: "numberOfLines")
        set(element, "lineBreakMode", on: variable, as: "lineBreakMode", enumeration: true, map: Self.lineBreakModes)
        set(element, "adjustsFontSizeToFit", on: variable, as: "adjustsFontSizeToFitWidth")
        set(element, "minimumScaleFactor", on: variable, as: "minimumScaleFactor")
        set(element, "adjustsFontForContentSizeCategory", on: variable, as: "adjustsFontForContentSizeCategory")
        set(element, "enabled", on: variable, as: "isEnabled")
        font(element, on: variable)
        color(element, "textColor", on: variable)
        color(element, "highlightedColor", on: variable, as: "highlightedTextColor")
    }

    private func buttonAttributes(_ element: XMLElement, _ variable: String) {
        controlAttributes(element, variable)
        font(element, on: variable, as: "titleLabel?.font")
        if let mode = attribute("lineBreakMode", element).flatMap({ Self.lineBreakModes[$0] }) {
            emit("\(variable).titleLabel?.lineBreakMode = .\(mode)")
        }
        for state in children(element, "state") {
            let key = attribute("key", state) ?? "normal"
            if let title = attribute("title", state) { emit("\(variable).setTitle(\(literal(title)), for: .\(key))") }
            if let image = document.imageExpression(of: state, key: "image") { emit("\(variable).setImage(\(image), for: .\(key))") }
            if let background = attribute("backgroundImage", state) {
                emit("\(variable).setBackgroundImage(\(document.imageExpression(background)), for: .\(key))")
            }
            if let color = children(state, "color").first(where: { attribute("key", $0) == "titleColor" }),
               let expression = InterfaceDocument.colorExpression(color) {
                emit("\(variable).setTitleColor(\(expression), for: .\(key))")
            }
        }
        if let configuration = InterfaceDocument.child(of: element, key: "configuration") {
            let style = attribute("style", configuration) ?? "plain"
            emit("\(variable).configuration = UIButton.Configuration.\(style)()")
            if let title = attribute("title", configuration) { emit("\(variable).configuration?.title = \(literal(title))") }
            if let subtitle = attribute("subtitle", configuration) { emit("\(variable).configuration?.subtitle = \(literal(subtitle))") }
            if let image = document.imageExpression(of: configuration, key: "image") { emit("\(variable).configuration?.image = \(image)") }
            if let corner = attribute("cornerStyle", configuration) { emit("\(variable).configuration?.cornerStyle = .\(corner)") }
            if let color = children(configuration, "color").first(where: { attribute("key", $0) == "baseForegroundColor" }),
               let expression = InterfaceDocument.colorExpression(color) {
                emit("\(variable).configuration?.baseForegroundColor = \(expression)")
            }
            if let color = children(configuration, "color").first(where: { attribute("key", $0) == "baseBackgroundColor" }),
               let expression = InterfaceDocument.colorExpression(color) {
                emit("\(variable).configuration?.baseBackgroundColor = \(expression)")
            }
        }
    }

    private func imageViewAttributes(_ element: XMLElement, _ variable: String) {
        if let image = document.imageExpression(of: element, key: "image") { emit("\(variable).image = \(image)") }
        if let image = document.imageExpression(of: element, key: "highlightedImage") { emit("\(variable).highlightedImage = \(image)") }
        if let configuration = InterfaceDocument.child(of: element, key: "preferredSymbolConfiguration"),
           let scale = attribute("scale", configuration) {
            emit("\(variable).preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .\(scale))")
        }
    }

    private func textAttributes(_ element: XMLElement, _ variable: String) {
        if let text = text(of: element) { emit("\(variable).text = \(literal(text))") }
        set(element, "placeholder", on: variable, as: "placeholder", literal: true)
        set(element, "textAlignment", on: variable, as: "textAlignment", enumeration: true)
        set(element, "borderStyle", on: variable, as: "borderStyle", enumeration: true)
        set(element, "clearButtonMode", on: variable, as: "clearButtonMode", enumeration: true)
        set(element, "clearsOnBeginEditing", on: variable, as: "clearsOnBeginEditing")
        set(element, "adjustsFontSizeToFit", on: variable, as: "adjustsFontSizeToFitWidth")
        set(element, "minimumFontSize", on: variable, as: "minimumFontSize")
        set(element, "editable", on: variable, as: "isEditable")
        set(element, "selectable", on: variable, as: "isSelectable")
        set(element, "enabled", on: variable, as: "isEnabled")
        font(element, on: variable)
        color(element, "textColor", on: variable)
        if element.name == "textView" { scrollAttributes(element, variable) }
        if let traits = InterfaceDocument.child(of: element, key: "textInputTraits") {
            set(traits, "autocapitalizationType", on: variable, as: "autocapitalizationType", enumeration: true)
            set(traits, "autocorrectionType", on: variable, as: "autocorrectionType", enumeration: true)
            set(traits, "spellCheckingType", on: variable, as: "spellCheckingType", enumeration: true)
            set(traits, "keyboardType", on: variable, as: "keyboardType", enumeration: true)
            set(traits, "keyboardAppearance", on: variable, as: "keyboardAppearance", enumeration: true)
            set(traits, "returnKeyType", on: variable, as: "returnKeyType", enumeration: true)
            set(traits, "enablesReturnKeyAutomatically", on: variable, as: "enablesReturnKeyAutomatically")
            set(traits, "secureTextEntry", on: variable, as: "isSecureTextEntry")
            if let content = attribute("textContentType", traits) {
                emit("\(variable).textContentType = UITextContentType(rawValue: \(literal(content)))")
            }
        }
    }

    private func controlAttributes(_ element: XMLElement, _ variable: String) {
        set(element, "enabled", on: variable, as: "isEnabled")
        set(element, "selected", on: variable, as: "isSelected")
        set(element, "highlighted", on: variable, as: "isHighlighted")
        set(element, "contentHorizontalAlignment", on: variable, as: "contentHorizontalAlignment", enumeration: true)
        set(element, "contentVerticalAlignment", on: variable, as: "contentVerticalAlignment", enumeration: true)
        switch element.name {
        case "switch":
            set(element, "on", on: variable, as: "isOn")
            color(element, "onTintColor", on: variable)
            color(element, "thumbTintColor", on: variable)
        case "slider":
            set(element, "minValue", on: variable, as: "minimumValue")
            set(element, "maxValue", on: variable, as: "maximumValue")
            set(element, "value", on: variable, as: "value")
            set(element, "continuous", on: variable, as: "isContinuous")
            color(element, "minimumTrackTintColor", on: variable)
            color(element, "maximumTrackTintColor", on: variable)
        case "stepper":
            set(element, "minimumValue", on: variable, as: "minimumValue")
            set(element, "maximumValue", on: variable, as: "maximumValue")
            set(element, "value", on: variable, as: "value")
            set(element, "stepValue", on: variable, as: "stepValue")
            set(element, "wraps", on: variable, as: "wraps")
            set(element, "autorepeat", on: variable, as: "autorepeat")
        case "segmentedControl":
            for (index, segment) in children(children(element, "segments").first ?? element, "segment").enumerated() {
                if let title = attribute("title", segment) {
                    emit("\(variable).insertSegment(withTitle: \(literal(title)), at: \(index), animated: false)")
                } else if let image = document.imageExpression(of: segment, key: "image") {
                    emit("\(variable).insertSegment(with: \(image), at: \(index), animated: false)")
                }
            }
            set(element, "selectedSegmentIndex", on: variable, as: "selectedSegmentIndex")
            color(element, "selectedSegmentTintColor", on: variable)
        case "pageControl":
            set(element, "numberOfPages", on: variable, as: "numberOfPages")
            set(element, "currentPage", on: variable, as: "currentPage")
            color(element, "pageIndicatorTintColor", on: variable)
            color(element, "currentPageIndicatorTintColor", on: variable)
        case "progressView":
            set(element, "progress", on: variable, as: "progress")
            color(element, "progressTintColor", on: variable)
            color(element, "trackTintColor", on: variable)
        case "activityIndicatorView":
            let styles = ["gray": "medium", "white": "medium", "whiteLarge": "large"]
            set(element, "style", on: variable, as: "style", enumeration: true, map: styles)
            set(element, "hidesWhenStopped", on: variable, as: "hidesWhenStopped")
            color(element, "color", on: variable)
            if attribute("animating", element) == "YES" { emit("\(variable).startAnimating()") }
        case "datePicker":
            set(element, "datePickerMode", on: variable, as: "datePickerMode", enumeration: true)
            set(element, "style", on: variable, as: "preferredDatePickerStyle", enumeration: true)
            set(element, "minuteInterval", on: variable, as: "minuteInterval")
        default: break
        }
    }

    private func stackAttributes(_ element: XMLElement, _ variable: String) {
        emit("\(variable).axis = .\(attribute("axis", element) ?? "horizontal")")
        set(element, "alignment", on: variable, as: "alignment", enumeration: true)
        set(element, "distribution", on: variable, as: "distribution", enumeration: true)
        set(element, "spacing", on: variable, as: "spacing")
        set(element, "baselineRelativeArrangement", on: variable, as: "isBaselineRelativeArrangement")
        set(element, "layoutMarginsRelativeArrangement", on: variable, as: "isLayoutMarginsRelativeArrangement")
    }

    private func scrollAttributes(_ element: XMLElement, _ variable: String) {
        set(element, "pagingEnabled", on: variable, as: "isPagingEnabled")
        set(element, "scrollEnabled", on: variable, as: "isScrollEnabled")
        set(element, "bounces", on: variable, as: "bounces")
        set(element, "alwaysBounceVertical", on: variable, as: "alwaysBounceVertical")
        set(element, "alwaysBounceHorizontal", on: variable, as: "alwaysBounceHorizontal")
        set(element, "showsHorizontalScrollIndicator", on: variable, as: "showsHorizontalScrollIndicator")
        set(element, "showsVerticalScrollIndicator", on: variable, as: "showsVerticalScrollIndicator")
        set(element, "directionalLockEnabled", on: variable, as: "isDirectionalLockEnabled")
        set(element, "contentInsetAdjustmentBehavior", on: variable, as: "contentInsetAdjustmentBehavior", enumeration: true)
        set(element, "keyboardDismissMode", on: variable, as: "keyboardDismissMode", enumeration: true)
    }

    private func tableAttributes(_ element: XMLElement, _ variable: String) {
        set(element, "separatorStyle", on: variable, as: "separatorStyle", enumeration: true, map: ["default": "singleLine"])
        for (key, property) in [("rowHeight", "rowHeight"), ("estimatedRowHeight", "estimatedRowHeight"),
                                ("sectionHeaderHeight", "sectionHeaderHeight"), ("sectionFooterHeight", "sectionFooterHeight")] {
            guard let value = attribute(key, element) else { continue }
            emit("\(variable).\(property) = \(value == "-1" ? "UITableView.automaticDimension" : value)")
        }
        set(element, "allowsSelection", on: variable, as: "allowsSelection")
        set(element, "allowsMultipleSelection", on: variable, as: "allowsMultipleSelection")
        color(element, "separatorColor", on: variable)
        if attribute("dataMode", element) == "static" { staticSections(of: element) }
    }

    private func cellAttributes(_ element: XMLElement, _ variable: String) {
        set(element, "selectionStyle", on: variable, as: "selectionStyle", enumeration: true, map: ["blue": "default", "gray": "default"])
        set(element, "accessoryType", on: variable, as: "accessoryType", enumeration: true)
        set(element, "editingAccessoryType", on: variable, as: "editingAccessoryType", enumeration: true)
        set(element, "indentationWidth", on: variable, as: "indentationWidth")
        set(element, "indentationLevel", on: variable, as: "indentationLevel")
        // A styled cell's labels and image view are the cell's own: bound, not made.
        for (key, property) in [("textLabel", "textLabel!"), ("detailTextLabel", "detailTextLabel!"), ("imageView", "imageView!")] {
            if let id = attribute(key, element) { bind(id, to: "\(variable).\(property)", type: key == "imageView" ? "UIImageView" : "UILabel") }
        }
    }

    private func gestureAttributes(_ element: XMLElement, _ variable: String) {
        set(element, "numberOfTapsRequired", on: variable, as: "numberOfTapsRequired")
        set(element, "numberOfTouchesRequired", on: variable, as: "numberOfTouchesRequired")
        set(element, "minimumPressDuration", on: variable, as: "minimumPressDuration")
        set(element, "cancelsTouchesInView", on: variable, as: "cancelsTouchesInView")
        set(element, "enabled", on: variable, as: "isEnabled")
        if let direction = attribute("direction", element) { emit("\(variable).direction = .\(direction)") }
    }

    private func flowLayout(of element: XMLElement, id: String) -> String {
        guard let layout = InterfaceDocument.child(of: element, key: "collectionViewLayout"), layout.name == "collectionViewFlowLayout" else {
            return "UICollectionViewFlowLayout()"
        }
        let variable = "layout_\(InterfaceDocument.identifier(id))"
        emit("let \(variable) = \(attribute("customClass", layout) ?? "UICollectionViewFlowLayout")()")
        set(layout, "scrollDirection", on: variable, as: "scrollDirection", enumeration: true)
        set(layout, "minimumLineSpacing", on: variable, as: "minimumLineSpacing")
        set(layout, "minimumInteritemSpacing", on: variable, as: "minimumInteritemSpacing")
        for (key, property) in [("itemSize", "itemSize"), ("estimatedItemSize", "estimatedItemSize"),
                                ("headerReferenceSize", "headerReferenceSize"), ("footerReferenceSize", "footerReferenceSize"),
                                ("sectionInset", "sectionInset")] {
            if let value = InterfaceDocument.child(of: layout, key: key).flatMap(InterfaceDocument.geometry) {
                emit("\(variable).\(property) = \(value)")
            }
        }
        if attribute("automaticEstimatedItemSize", layout) == "YES" {
            emit("\(variable).estimatedItemSize = UICollectionViewFlowLayout.automaticSize")
        }
        return variable
    }

    // MARK: Bar button items

    private func makeBarButtonItem(_ element: XMLElement) -> String {
        let id = attribute("id", element) ?? UUID().uuidString
        let variable = "item_\(InterfaceDocument.identifier(id))"
        let style = attribute("style", element) == "done" ? ".done" : ".plain"
        if let custom = InterfaceDocument.child(of: element, key: "customView"), let view = make(custom) {
            emit("let \(variable) = UIBarButtonItem(customView: \(view))")
        } else if let system = attribute("systemItem", element) {
            emit("let \(variable) = UIBarButtonItem(barButtonSystemItem: .\(system), target: nil, action: nil)")
        } else if let image = document.imageExpression(of: element, key: "image") {
            emit("let \(variable) = UIBarButtonItem(image: \(image), style: \(style), target: nil, action: nil)")
            set(element, "title", on: variable, as: "title", literal: true)
        } else {
            let title = attribute("title", element).map(literal) ?? "nil"
            emit("let \(variable) = UIBarButtonItem(title: \(title), style: \(style), target: nil, action: nil)")
        }
        if attribute("style", element) == "done", attribute("systemItem", element) != nil { emit("\(variable).style = .done") }
        set(element, "width", on: variable, as: "width")
        set(element, "enabled", on: variable, as: "isEnabled")
        set(element, "tag", on: variable, as: "tag")
        color(element, "tintColor", on: variable)
        bind(id, to: variable, type: "UIBarButtonItem")
        connected.append((variable, element))
        return variable
    }

    // MARK: Constraints

    private static let layoutAttributes: [String: String] = ["baseline": "lastBaseline"]

    private func addConstraint(_ constraint: XMLElement, container: String) {
        guard attribute("placeholder", constraint) != "YES",
              let firstAttribute = attribute("firstAttribute", constraint) else { return }
        let first = attribute("firstItem", constraint).flatMap(variable(for:)) ?? (attribute("firstItem", constraint) == nil ? container : nil)
        guard let first else {
            findings.warn("a constraint on an object that is not made is left out")
            return
        }
        var second = "nil"
        var secondAttribute = "notAnAttribute"
        if let secondAttributeName = attribute("secondAttribute", constraint) {
            guard let item = attribute("secondItem", constraint).map({ self.variable(for: $0) }) ?? container else {
                findings.warn("a constraint on an object that is not made is left out")
                return
            }
            second = item
            secondAttribute = Self.layoutAttributes[secondAttributeName] ?? secondAttributeName
        }
        let relation = attribute("relation", constraint) ?? "equal"
        var multiplier = attribute("multiplier", constraint) ?? "1"
        if multiplier.contains(":") {
            let parts = multiplier.split(separator: ":")
            multiplier = "\(parts[0]).0 / \(parts[1]).0"
        }
        let constant = attribute("constant", constraint) ?? (attribute("symbolic", constraint) == "YES" ? "8" : "0")
        let id = attribute("id", constraint) ?? UUID().uuidString
        let variable = "constraint_\(InterfaceDocument.identifier(id))"
        emit("let \(variable) = NSLayoutConstraint(item: \(first), attribute: .\(Self.layoutAttributes[firstAttribute] ?? firstAttribute), relatedBy: .\(relation), toItem: \(second), attribute: .\(secondAttribute), multiplier: \(multiplier), constant: \(constant))")
        if let priority = attribute("priority", constraint) { emit("\(variable).priority = UILayoutPriority(\(priority))") }
        if let identifier = attribute("identifier", constraint) { emit("\(variable).identifier = \(literal(identifier))") }
        bind(id, to: variable, type: "NSLayoutConstraint")
        constraints.append(variable)
    }

    // MARK: Cells

    /// A table view controller's static cells, made with the table and given to the
    /// controller, whose default data source methods show them.
    private func staticSections(of table: XMLElement) {
        guard table.parent?.name == "tableViewController", attribute("key", table) == "view" else {
            findings.warn("static cells outside a table view controller are left out (UIKit shows them only there)")
            return
        }
        var sections: [String] = []
        for list in children(table, "sections") {
            for section in children(list, "tableViewSection") {
                var cells: [String] = []
                var heights: [String] = []
                for group in children(section, "cells") {
                    for cell in children(group, "tableViewCell") {
                        guard let made = make(cell) else { continue }
                        cells.append(made)
                        heights.append(attribute("rowHeight", cell) ?? "nil")
                    }
                }
                let header = attribute("headerTitle", section).map(literal) ?? "nil"
                let footer = attribute("footerTitle", section).map(literal) ?? "nil"
                sections.append("UIStoryboard.StaticSection(headerTitle: \(header), footerTitle: \(footer), cells: [\(cells.joined(separator: ", "))], rowHeights: [\(heights.joined(separator: ", "))])")
            }
        }
        emit("UIStoryboard.setStaticSections([")
        for section in sections { emit("    " + section + ",") }
        emit("], of: controller)")
    }

    /// A table's prototype cells: each becomes a nib that the table dequeues by its reuse identifier.
    private func registerPrototypes(_ table: XMLElement, in variable: String) {
        for prototypes in children(table, "prototypes") {
            for cell in children(prototypes, "tableViewCell") {
                guard let reuse = attribute("reuseIdentifier", cell) else { continue }
                registerCellNib(cell, on: variable, as: "forCellReuseIdentifier: \(literal(reuse))")
            }
        }
    }

    private func registerCells(_ collection: XMLElement, in variable: String) {
        for cells in children(collection, "cells") {
            for cell in children(cells, "collectionViewCell") {
                guard let reuse = attribute("reuseIdentifier", cell) else { continue }
                registerCellNib(cell, on: variable, as: "forCellWithReuseIdentifier: \(literal(reuse))")
            }
        }
    }

    /// Registers with `list` a nib making one prototype cell with its contents, outlets and segues.
    private func registerCellNib(_ cell: XMLElement, on list: String, as argument: String) {
        let scope = nested()
        let made = scope.make(cell) ?? "UITableViewCell()"
        scope.finish()
        let name = "\(document.name).\(document.isStoryboard ? "storyboard" : "xib")#\(attribute("id", cell) ?? "")"
        emit("\(list).register(UINib(name: \(literal(name))) { _ in")
        for line in scope.lines + ["return [\(made)]"] { emit("    " + line) }
        emit("}, \(argument))")
    }

    // MARK: Segues and container views

    /// A container view's embed segue: the child controller is made and added when the view loads.
    private func embed(_ container: XMLElement, in variable: String) {
        for connections in children(container, "connections") {
            for segue in children(connections, "segue") where attribute("kind", segue) == "embed" {
                guard let destinationID = attribute("destination", segue), let scene = document.elements[destinationID] else { continue }
                let identifier = attribute("identifier", segue).map(literal) ?? "nil"
                emit("UIStoryboard.addSegue(identifier: \(identifier), kind: .embed(in: \(variable)), from: controller) { \(destination(scene)) }.perform(sender: nil)")
            }
        }
    }

    /// The `Selector` for an action on an object of `type`: with the Swift method when the
    /// app declares it (on the type or a superclass), else by name.
    private func selector(_ name: String, on type: String?) -> String {
        var current = type
        var seen = Set<String>()
        while let typeName = current, seen.insert(typeName).inserted {
            if let method = index.methods[typeName]?.first(where: { $0.selectorName == name && !$0.isStatic }) {
                let labels = method.labels.map { "\($0):" }.joined()
                let reference = labels.isEmpty ? "\(type!).\(method.baseName)" : "\(type!).\(method.baseName)(\(labels))"
                return "Selector(\(literal(name)), \(reference))"
            }
            current = index.superclasses[typeName]
        }
        return "Selector(\(literal(name)))"
    }

    /// Outlets, actions and segue triggers, once every object of the scope exists; then the
    /// constraints are activated and the app's objects hear `awakeFromNib()`.
    func finish() {
        var collections: [String: [String]] = [:]
        var collectionOrder: [String] = []
        for (variable, element) in connected {
            for connections in children(element, "connections") {
                for connection in children(connections) {
                    connect(connection, of: variable, element: element, collections: &collections, order: &collectionOrder)
                }
            }
        }
        for (variable, element) in outletsInto {
            for connections in children(element, "connections") {
                for connection in children(connections) where ["outlet", "outletCollection"].contains(connection.name ?? "")
                    && variables[attribute("destination", connection) ?? ""] != nil {
                    connect(connection, of: variable, element: element, collections: &collections, order: &collectionOrder)
                }
            }
        }
        for key in collectionOrder {
            let parts = key.split(separator: "|", maxSplits: 1).map(String.init)
            if parts[1] == "gestureRecognizers" {
                for recognizer in collections[key] ?? [] { emit("\(parts[0]).addGestureRecognizer(\(recognizer))") }
            } else {
                emit("\(parts[0]).\(parts[1]) = [\((collections[key] ?? []).joined(separator: ", "))]")
            }
        }
        if !constraints.isEmpty { emit("NSLayoutConstraint.activate([\(constraints.joined(separator: ", "))])") }
        for object in awakened { emit("\(object).awakeFromNib()") }
    }

    private func connect(_ connection: XMLElement, of variable: String, element: XMLElement,
                         collections: inout [String: [String]], order: inout [String]) {
        let destinationID = attribute("destination", connection) ?? ""
        switch connection.name {
        case "outlet":
            guard let property = attribute("property", connection) else { return }
            guard let target = self.variable(for: destinationID) else {
                findings.warn("an outlet to an object that is not made (\(property)) is left out")
                return
            }
            if property == "view", element.name?.hasSuffix("Controller") == true { return }   // the view loader returns it
            emit("\(variable).\(property) = \(target)")
        case "outletCollection":
            guard let property = attribute("property", connection), let target = self.variable(for: destinationID) else { return }
            let key = "\(variable)|\(property)"
            if collections[key] == nil { order.append(key) }
            collections[key, default: []].append(target)
        case "action":
            guard let name = attribute("selector", connection) else { return }
            // An optional owner (a xib's File's Owner, `filesOwner?`) is passed as it is.
            let target = self.variable(for: destinationID).map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 } ?? "nil"
            let selector = selector(name, on: type(for: destinationID))
            if element.name == "barButtonItem" {
                emit("\(variable).target = \(target)")
                emit("\(variable).action = \(selector)")
            } else if element.name?.hasSuffix("GestureRecognizer") == true {
                emit("\(variable).addTarget(\(target), action: \(selector))")
            } else {
                let event = attribute("eventType", connection) ?? "primaryActionTriggered"
                emit("\(variable).addTarget(\(target), action: \(selector), for: .\(event))")
            }
        case "segue":
            guard let id = attribute("id", connection), let segue = segue(id) else { return }
            let trigger = "Selector(\"trigger:\", UIStoryboard.SegueTemplate.trigger(sender:))"
            switch element.name ?? "" {
            case "tableViewCell", "collectionViewCell": emit("UIStoryboard.setSelectionSegue(\(segue), of: \(variable))")
            case "barButtonItem":
                emit("\(variable).target = \(segue)")
                emit("\(variable).action = \(trigger)")
            case let name where name.hasSuffix("GestureRecognizer"): emit("\(variable).addTarget(\(segue), action: \(trigger))")
            case "button": emit("\(variable).addTarget(\(segue), action: \(trigger), for: .touchUpInside)")
            case "textField": emit("\(variable).addTarget(\(segue), action: \(trigger), for: .primaryActionTriggered)")
            case "switch", "slider", "stepper", "segmentedControl", "pageControl", "datePicker":
                emit("\(variable).addTarget(\(segue), action: \(trigger), for: .valueChanged)")
            default: break
            }
        default: break
        }
    }
}
