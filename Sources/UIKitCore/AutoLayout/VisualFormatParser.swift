import Foundation

/// A recursive-descent reader of the Visual Format Language's grammar (Auto Layout Guide,
/// "Visual Format Language", "Visual Format String Grammar").
@MainActor
struct VisualFormatParser {
    /// Why a format cannot be read.
    struct Failure: Error {
        let message: String
    }

    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority: UILayoutPriority = .required
    }

    /// A connection between two elements: a standard space, no space, or predicates.
    private enum Connection {
        case standard
        case touching
        case predicates([Predicate])
    }

    private let scalars: [Character]
    private var position = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions
    private var vertical = false

    static let standardSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    init(format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        scalars = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    mutating func parse() throws -> [NSLayoutConstraint] {
        if scalars.count >= 2, scalars[1] == ":" {
            guard scalars[0] == "H" || scalars[0] == "V" else { throw Failure(message: "orientation must be H or V") }
            vertical = scalars[0] == "V"
            position = 2
        }
        var constraints: [NSLayoutConstraint] = []
        var elementViews: [UIView] = []
        var leadingConnection: Connection?
        if take("|") { leadingConnection = try connection() }
        var previous: UIView?
        var pending: Connection?
        repeat {
            let (view, predicates) = try viewElement()
            if let previous, let pending {
                constraints += spacing(pending, from: previous, to: view)
            } else if previous != nil {
                throw Failure(message: "expected a connection before [\(view)]")
            }
            constraints += predicates.map { sizeConstraint(view, $0) }
            elementViews.append(view)
            previous = view
            if atEnd || peek("|") { pending = nil } else { pending = try connection() }
        } while !atEnd && !peek("|")
        guard let first = elementViews.first, let last = elementViews.last else {
            throw Failure(message: "no view")
        }
        var trailingConnection: Connection?
        if take("|") {
            trailingConnection = pending ?? .touching
        } else if pending != nil {
            throw Failure(message: "a connection must end in a view or |")
        }
        guard atEnd else { throw Failure(message: "unexpected \"\(scalars[position])\"") }
        if leadingConnection != nil || trailingConnection != nil {
            guard let superview = first.superview else {
                throw Failure(message: "| needs the views to have a superview")
            }
            if let leadingConnection { constraints += superviewSpacing(leadingConnection, view: first, superview: superview, leading: true) }
            if let trailingConnection { constraints += superviewSpacing(trailingConnection, view: last, superview: superview, leading: false) }
        }
        for attribute in options.alignedAttributes {
            guard attribute.isHorizontal == vertical else {
                throw Failure(message: "options align on an attribute along the format's own axis")
            }
            for (a, b) in zip(elementViews, elementViews.dropFirst()) {
                constraints.append(NSLayoutConstraint(item: a, attribute: attribute, relatedBy: .equal, toItem: b,
                                                      attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return constraints
    }

    // MARK: Constraints

    private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
        if vertical { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    private func spacing(_ connection: Connection, from a: UIView, to b: UIView) -> [NSLayoutConstraint] {
        predicates(of: connection, standard: Self.standardSpacing).map {
            make(b, edges.start, $0.relation, a, edges.end, constant: $0.constant, priority: $0.priority)
        }
    }

    private func superviewSpacing(_ connection: Connection, view: UIView, superview: UIView, leading: Bool) -> [NSLayoutConstraint] {
        predicates(of: connection, standard: Self.standardSuperviewSpacing).map {
            leading ? make(view, edges.start, $0.relation, superview, edges.start, constant: $0.constant, priority: $0.priority)
                : make(superview, edges.end, $0.relation, view, edges.end, constant: $0.constant, priority: $0.priority)
        }
    }

    private func predicates(of connection: Connection, standard: CGFloat) -> [Predicate] {
        switch connection {
        case .standard: [Predicate(constant: standard)]
        case .touching: [Predicate()]
        case .predicates(let list): list
        }
    }

    private func sizeConstraint(_ view: UIView, _ predicate: Predicate) -> NSLayoutConstraint {
        let dimension: NSLayoutConstraint.Attribute = vertical ? .height : .width
        let constraint = NSLayoutConstraint(item: view, attribute: dimension, relatedBy: predicate.relation,
                                            toItem: predicate.view, attribute: predicate.view == nil ? .notAnAttribute : dimension,
                                            multiplier: 1, constant: predicate.constant)
        constraint.priority = predicate.priority
        return constraint
    }

    private func make(_ item1: UIView, _ attr1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ item2: UIView, _ attr2: NSLayoutConstraint.Attribute, constant: CGFloat,
                      priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: item1, attribute: attr1, relatedBy: relation, toItem: item2,
                                            attribute: attr2, multiplier: 1, constant: constant)
        constraint.priority = priority
        return constraint
    }

    // MARK: Grammar

    private var atEnd: Bool { position >= scalars.count }

    private func peek(_ character: Character) -> Bool { !atEnd && scalars[position] == character }

    private mutating func take(_ character: Character) -> Bool {
        guard peek(character) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Character) throws {
        guard take(character) else {
            throw Failure(message: "expected \"\(character)\"" + (atEnd ? " at the end" : " before \"\(scalars[position])\""))
        }
    }

    /// `-`, `-predicates-`, or nothing before `[` (views that touch).
    private mutating func connection() throws -> Connection {
        if peek("[") { return .touching }
        try expect("-")
        if peek("[") || peek("|") { return .standard }
        let list = try predicateList()
        try expect("-")
        return .predicates(list)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func viewElement() throws -> (UIView, [Predicate]) {
        try expect("[")
        let name = identifier()
        guard !name.isEmpty else { throw Failure(message: "expected a view name") }
        guard let view = views[name] as? UIView else { throw Failure(message: "\(name) is not a key in the views dictionary") }
        var list: [Predicate] = []
        if peek("(") { list = try predicateList() }
        try expect("]")
        return (view, list)
    }

    /// A simple predicate (a number or metric) or a parenthesised list.
    private mutating func predicateList() throws -> [Predicate] {
        guard take("(") else { return [Predicate(constant: try constant())] }
        var list = [try predicate()]
        while take(",") { list.append(try predicate()) }
        try expect(")")
        return list
    }

    private mutating func predicate() throws -> Predicate {
        var result = Predicate()
        if take("=") { try expect("="); result.relation = .equal }
        else if take("<") { try expect("="); result.relation = .lessThanOrEqual }
        else if take(">") { try expect("="); result.relation = .greaterThanOrEqual }
        let start = position
        let name = identifier()
        if !name.isEmpty, metricValue(name) == nil {
            guard let view = views[name] as? UIView else { throw Failure(message: "\(name) is not a key in the views or metrics dictionaries") }
            result.view = view
        } else {
            position = start
            result.constant = try constant()
        }
        if take("@") { result.priority = UILayoutPriority(Float(try constant())) }
        return result
    }

    /// A number (optionally signed, with decimals) or a metric's name.
    private mutating func constant() throws -> CGFloat {
        let start = position
        if peek("-") || peek("+") { position += 1 }
        while !atEnd, scalars[position].isNumber || scalars[position] == "." { position += 1 }
        if position > start, let number = Double(String(scalars[start..<position])) { return CGFloat(number) }
        position = start
        let name = identifier()
        guard !name.isEmpty else { throw Failure(message: "expected a number or a metric") }
        guard let value = metricValue(name) else { throw Failure(message: "\(name) is not a key in the metrics dictionary") }
        return value
    }

    private mutating func identifier() -> String {
        let start = position
        while !atEnd, scalars[position].isLetter || scalars[position] == "_" || (position > start && scalars[position].isNumber) {
            position += 1
        }
        return String(scalars[start..<position])
    }

    private func metricValue(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
