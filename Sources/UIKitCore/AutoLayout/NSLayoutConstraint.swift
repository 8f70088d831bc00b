import Foundation
import Logging

let layoutLogger = Logger(label: "vitrine.layout")

/// A relation between two layout attributes: `item1.attribute1 = multiplier ×
/// item2.attribute2 + constant` (or ≤, ≥), kept by the solver with its priority.
/// Activating one installs it on the items' nearest common ancestor.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item: a view or a layout guide.
    open private(set) weak var firstItem: AnyObject?
    open private(set) var firstAttribute: Attribute
    /// The second item, nil for a constant size.
    open private(set) weak var secondItem: AnyObject?
    open private(set) var secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// Added to the second side; changing it re-solves incrementally.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            installedOn?.engineRoot.layoutEngine?.constantDidChange(self, from: oldValue)
        }
    }
    /// From 1 to 1000 (required). A required constraint that is active cannot become
    /// optional, or the other way round: Apple raises; Vitrine logs and keeps it.
    open var priority: UILayoutPriority = .required {
        didSet {
            let clamped = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
            if clamped != priority { priority = clamped; return }
            if isActive, (oldValue == .required) != (priority == .required) {
                layoutLogger.error("\(self): cannot change a constraint's priority between required and optional while it is active; kept \(oldValue.rawValue)")
                priority = oldValue
                return
            }
            if priority != oldValue { installedOn?.engineRoot.layoutEngine?.reinstall(self) }
        }
    }
    /// A name shown in logs.
    open var identifier: String?
    open var shouldBeArchived = false
    /// The view the constraint is installed on while active (its items' nearest common
    /// ancestor): its layout direction says which side leading and trailing are.
    private(set) weak var installedOn: UIView?
    /// A stack view's constraint that only settles ties (views whose priorities are equal),
    /// solved weaker than any priority an app can give.
    var breaksTies = false

    /// A constraint between `view1`'s `attr1` and `view2`'s `attr2` (views or layout guides).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstItem = first
        firstLayoutItem = first as? LayoutItem
        secondLayoutItem = second as? LayoutItem
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Whether the constraint takes part in layout. Setting true installs it on the nearest
    /// common ancestor of its items; items without one are Apple's exception: logged, and
    /// the constraint stays inactive.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { install() } else { uninstall() }
        }
    }

    /// Activates every constraint of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of `constraints`, leaving each view they were
    /// installed on with one pass over its list.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        var leaving: [ObjectIdentifier: (host: UIView, constraints: Set<ObjectIdentifier>)] = [:]
        for constraint in constraints {
            guard let host = constraint.installedOn else { continue }
            leaving[ObjectIdentifier(host), default: (host, [])].constraints.insert(ObjectIdentifier(constraint))
            constraint.unregister()
            constraint.installedOn = nil
        }
        for (host, ids) in leaving.values {
            host.installedConstraints.removeAll { ids.contains(ObjectIdentifier($0)) }
            host.layoutStructureDidChange()
        }
    }

    /// The items as layout items, cast once.
    private(set) weak var firstLayoutItem: LayoutItem?
    private(set) weak var secondLayoutItem: LayoutItem?

    /// Whether the numbers can be solved with: finite, and a size not set to a position.
    private var validationProblem: String? {
        guard constant.isFinite, multiplier.isFinite else { return "its constant or multiplier is not finite" }
        guard firstLayoutItem != nil else { return "its first item is not a view or layout guide" }
        guard secondItem == nil || secondLayoutItem != nil else { return "its second item is not a view or layout guide" }
        if secondItem != nil, !firstAttribute.isSize, firstAttribute.isHorizontal != secondAttribute.isHorizontal {
            return "it relates a horizontal position to a vertical one"
        }
        if secondItem != nil, firstAttribute.isDirectional != secondAttribute.isDirectional,
           firstAttribute.isHorizontal, !firstAttribute.isSize, !secondAttribute.isSize,
           firstAttribute != .centerX, secondAttribute != .centerX {
            return "it relates a leading or trailing attribute to a left or right one (Apple raises here)"
        }
        if secondItem == nil, !firstAttribute.isSize { return "a position needs a second item" }
        if secondItem != nil, firstAttribute.isSize != secondAttribute.isSize { return "it relates a size to a position" }
        return nil
    }

    private func install() {
        if let problem = validationProblem {
            layoutLogger.error("\(self) not activated: \(problem)")
            return
        }
        guard let first = firstLayoutItem?.layoutView else { return }
        var host = first
        if let second = secondLayoutItem?.layoutView {
            guard let common = first.nearestCommonAncestor(with: second) else {
                layoutLogger.error("\(self) not activated: its items have no common ancestor (Apple raises an exception here; add both views to the same hierarchy first)")
                return
            }
            host = common
        }
        installedOn = host
        host.installedConstraints.append(self)
        for view in itemViews { view.referencingConstraints.append(self) }
        host.layoutStructureDidChange()
    }

    private func uninstall() {
        guard let host = installedOn else { return }
        host.installedConstraints.removeAll { $0 === self }
        unregister()
        installedOn = nil
        host.layoutStructureDidChange()
    }

    /// The views the items are, or own (a guide's view).
    private var itemViews: [UIView] {
        [firstLayoutItem?.layoutView, secondLayoutItem?.layoutView].compactMap { $0 }
    }

    private func unregister() {
        for view in itemViews {
            if let index = view.referencingConstraints.lastIndex(where: { $0 === self }) {
                view.referencingConstraints.remove(at: index)
            }
        }
    }

    open override nonisolated var description: String {
        MainActor.assumeIsolated { summary }
    }

    private var summary: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "" }
            return "\(type(of: item)):\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16))"
        }
        var text = "\(name(firstItem)).\(firstAttribute)"
        text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
        if secondItem != nil {
            text += "\(multiplier == 1 ? "" : "\(multiplier)*")\(name(secondItem)).\(secondAttribute)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(abs(constant))" }
        } else {
            text += "\(constant)"
        }
        if priority != .required { text += " @\(Int(priority.rawValue))" }
        let id = identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint \(id)\(text)>"
    }
}
