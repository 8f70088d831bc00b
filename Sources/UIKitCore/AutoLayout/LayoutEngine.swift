import Foundation
import LayoutSolver

// Foundation has an `Expression` too.
private typealias Expression = LayoutSolver.Expression

/// The constraints of one view hierarchy (a window's, or a detached view's) in one
/// solver, kept up to date incrementally: at the next layout pass after a structural
/// change (a constraint activated or removed, a view moved) what left the hierarchy is
/// removed from the solver and what came is added; a constant is re-solved in place; a
/// priority, an intrinsic size, a translated frame or a margin that changes is swapped.
/// Only a change of layout direction builds the tableau from scratch. Solving runs at
/// most once per pass, before the root lays out, and the solved frames go to the views
/// whose `translatesAutoresizingMaskIntoConstraints` is false.
@MainActor
final class LayoutEngine {
    unowned let root: UIView
    private var solver = Solver()
    private var needsRebuild = true
    private var needsSync = false
    /// Constraints the solver refused: not offered again until they change.
    private var refused: Set<ObjectIdentifier> = []
    /// The system constraints of each layout guide that takes part, and its owner then.
    private var guideConstraints: [ObjectIdentifier: (guide: UILayoutGuide, owner: ObjectIdentifier, constraints: [Constraint])] = [:]
    private var needsSolve = true
    /// The solver's constraint for each active layout constraint.
    private var installed: [ObjectIdentifier: (source: NSLayoutConstraint, constraint: Constraint)] = [:]
    /// The constraints standing for a translated view's frame, and the frame they say.
    private var translated: [ObjectIdentifier: (view: UIView, superview: ObjectIdentifier, frame: CGRect, superSize: CGSize,
                                                constraints: [Constraint])] = [:]
    /// The constraints of a view's intrinsic size and content priorities, and what they say.
    private var intrinsic: [ObjectIdentifier: (view: UIView, key: IntrinsicKey, constraints: [Constraint])] = [:]
    /// The views positioned by the engine, parents before children.
    private(set) var positioned: [UIView] = []
    private var rootConstraints: [Constraint] = []
    private var rootSize: CGSize = .zero
    private var isUpdating = false
    private var needsInputRefresh = false
    /// Whether some view may have asked for `updateConstraints()`: the tree is walked only then.
    private var constraintUpdatesPending = true
    /// Whether a solution came since the frames were last given to the views.
    private var needsApply = false
    /// Stamps of the solutions: views whose variables did not change since the last stamp
    /// given to the views keep their frames.
    private var solutionStamp = 1
    private var appliedStamp = 0
    /// The margins and safe areas the tableau was built with: they depend on frames, so a
    /// solution that moves a view can change them, and the engine builds again.
    private var bakedInsets: [ObjectIdentifier: (view: UIView, margins: UIEdgeInsets, safeArea: UIEdgeInsets)] = [:]
    /// The layout directions the tableau was built with (a direction change rebuilds).
    private var directions: [ObjectIdentifier: (view: UIView, rightToLeft: Bool)] = [:]

    /// What a view's intrinsic constraints say: its size and, per axis, its hugging and
    /// compression resistance priorities.
    struct IntrinsicKey: Equatable {
        let size: CGSize
        let huggingWidth: Float, huggingHeight: Float
        let compressionWidth: Float, compressionHeight: Float
    }

    /// For `systemLayoutSizeFitting`: the root's size is pulled towards a target instead
    /// of being fixed.
    struct Fitting {
        let target: CGSize
        let horizontal: UILayoutPriority
        let vertical: UILayoutPriority
    }

    private let fitting: Fitting?

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// Another engine wrote into the shared variables (a fitting): solve again before reading.
    func invalidateSolution() {
        needsSolve = true
    }

    // MARK: Changes

    /// The keyboard moved over a keyboard guide's view: the guide's constraints are made
    /// anew and the view laid out again.
    func keyboardGuideDidMove(_ guide: UILayoutGuide) {
        if let entry = guideConstraints.removeValue(forKey: ObjectIdentifier(guide)) {
            for constraint in entry.constraints { remove(constraint) }
            install(guide)
            needsSolve = true
        }
        root.setNeedsLayout()
    }

    /// Constraints, guides or views came or went: synchronized at the next pass.
    func structureDidChange() {
        needsSync = true
        constraintUpdatesPending = true
        root.setNeedsLayout()
    }

    /// The constant moved from `oldValue`: re-solved incrementally, as an edit is.
    func constantDidChange(_ source: NSLayoutConstraint, from oldValue: CGFloat) {
        if !source.constant.isFinite {
            layoutLogger.error("\(source): its constant is not finite; the constraint is left out until it is")
        }
        guard !needsRebuild, source.constant.isFinite, oldValue.isFinite,
              let entry = installed[ObjectIdentifier(source)] else { return reinstall(source) }
        // The constant is on the second side: the solver's expression (first - second) moves the other way.
        let constant = entry.constraint.expression.constant - Double(source.constant - oldValue)
        do {
            try solver.setConstant(of: entry.constraint, to: constant)
        } catch {
            // A conflict: added again, it is logged and left out as iOS does.
            return reinstall(source)
        }
        needsSolve = true
        root.setNeedsLayout()
    }

    /// The constraint goes into the solver again (its priority changed, or its constant
    /// cannot be changed in place).
    func reinstall(_ source: NSLayoutConstraint) {
        // A refused constraint is offered again once it changed.
        refused.remove(ObjectIdentifier(source))
        guard !needsRebuild, let entry = installed[ObjectIdentifier(source)] else { return structureDidChange() }
        remove(entry.constraint)
        installed[ObjectIdentifier(source)] = nil
        add(source)
        needsSolve = true
        root.setNeedsLayout()
    }

    /// A translated view moved or resized, or the root did: refreshed at the next pass.
    func inputsDidChange() {
        guard !needsInputRefresh else { return }
        needsInputRefresh = true
        root.setNeedsLayout()
    }

    func intrinsicContentSizeDidChange(_ view: UIView) {
        guard !needsRebuild,
              intrinsic[ObjectIdentifier(view)] != nil || !view.translatesAutoresizingMaskIntoConstraints else { return }
        refreshIntrinsicSize(of: view)
        needsSolve = true
        root.setNeedsLayout()
    }

    // MARK: Solving

    /// Runs `updateConstraints()` where asked, rebuilds or refreshes what changed, solves
    /// and gives the positioned views their frames.
    func updateLayout() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        if constraintUpdatesPending {
            constraintUpdatesPending = false
            root.updateConstraintsIfNeeded()
        }
        solveIfNeeded()
        apply()
        // Safe areas follow the frames just set, and multi-line labels wrap at the widths
        // just given (iOS lays out again when either changes).
        for _ in 0..<3 {
            let insetsChanged = refreshBakedInsets()
            guard refreshWrapWidths() || insetsChanged else { break }
            solveIfNeeded()
            apply()
        }
    }

    /// Gives each positioned multi-line label its width to wrap at; returns whether one's
    /// intrinsic size changed (it is taller or narrower now).
    private func refreshWrapWidths() -> Bool {
        var changed = false
        for view in positioned where !view.translatesAutoresizingMaskIntoConstraints {
            if let label = view as? UILabel, label.adoptLayoutWidth(label.bounds.width) { changed = true }
        }
        return changed
    }

    /// Makes anew the constraints that used margins or safe areas which have changed since;
    /// returns whether there were any.
    private func refreshBakedInsets() -> Bool {
        let changed = bakedInsets.values.filter {
            $0.view.effectiveLayoutMargins != $0.margins || $0.view.safeAreaInsets != $0.safeArea
        }.map(\.view)
        guard !changed.isEmpty else { return false }
        let ids = Set(changed.map(ObjectIdentifier.init))
        for id in ids { bakedInsets[id] = nil }
        for (id, entry) in guideConstraints where ids.contains(entry.owner) {
            for constraint in entry.constraints { remove(constraint) }
            guideConstraints[id] = nil
            install(entry.guide)
        }
        let stale = installed.values.map(\.source).filter { source in
            (source.firstAttribute.usesMargins && source.firstItem.map { ids.contains(ObjectIdentifier($0)) } == true)
                || (source.secondAttribute.usesMargins && source.secondItem.map { ids.contains(ObjectIdentifier($0)) } == true)
        }
        for source in stale { reinstall(source) }
        needsSolve = true
        return true
    }

    private func bake(_ view: UIView) {
        bakedInsets[ObjectIdentifier(view)] = (view, view.effectiveLayoutMargins, view.safeAreaInsets)
    }

    /// Brings the solution up to date without touching the views (for `layoutFrame`).
    func solveIfNeeded() {
        if needsRebuild { rebuild() }
        if needsSync { synchronize() }
        if needsInputRefresh { refreshInputs() }
        guard needsSolve else { return }
        needsSolve = false
        publishSolution()
    }

    /// Writes the solution into the variables, stamped, for `apply()`.
    private func publishSolution() {
        needsApply = true
        solutionStamp += 1
        solver.updateVariables(markingChangesWith: solutionStamp)
    }

    /// Builds the tableau from scratch.
    private func rebuild() {
        needsRebuild = false
        needsInputRefresh = false
        solver = Solver()
        installed = [:]
        refused = []
        translated = [:]
        intrinsic = [:]
        guideConstraints = [:]
        bakedInsets = [:]
        directions = [:]
        rootConstraints = []
        fixRoot()
        if fitting != nil { refreshIntrinsicSize(of: root) }
        synchronize()
    }

    /// Brings the tableau in line with the hierarchy: what left it is removed from the
    /// solver, what came is added, the rest stays solved (a pushed page or an inserted
    /// row costs its own constraints, not the whole window's).
    private func synchronize() {
        needsSync = false
        needsSolve = true
        var constraints: [NSLayoutConstraint] = []
        var participants: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var guides: [UILayoutGuide] = []
        var placedByConstraints: [UIView] = []
        root.visitSubtree { view in
            constraints += view.installedConstraints
            guides += view.layoutGuides
            if !view.translatesAutoresizingMaskIntoConstraints { placedByConstraints.append(view) }
        }
        func join(_ view: UIView?) {
            var current = view
            while let candidate = current, candidate !== root, participants.insert(ObjectIdentifier(candidate)).inserted {
                current = candidate.superview
            }
        }
        for constraint in constraints {
            join(constraint.firstLayoutItem?.layoutView)
            join(constraint.secondLayoutItem?.layoutView)
        }
        // Every view in the tree that is placed by constraints takes part, with its ancestors.
        for view in placedByConstraints { join(view) }
        positioned = []
        root.visitSubtree { view in
            if view !== root, participants.contains(ObjectIdentifier(view)) { positioned.append(view) }
        }
        // A view that moved under another direction has its leading and trailing made anew.
        if directions.values.contains(where: { ($0.view.effectiveUserInterfaceLayoutDirection == .rightToLeft) != $0.rightToLeft }) {
            return rebuild()
        }

        // What left. Removing a constraint costs pivots over the rows it reaches: when most
        // of the hierarchy left (a page popped), building the rest anew is cheaper.
        let wanted = Set(constraints.map(ObjectIdentifier.init))
        let leaving = installed.keys.reduce(0) { $0 + (wanted.contains($1) ? 0 : 1) }
        if leaving >= 64, leaving * 2 >= installed.count { return rebuild() }
        for (id, entry) in installed where !wanted.contains(id) {
            remove(entry.constraint)
            installed[id] = nil
        }
        refused.formIntersection(wanted)
        for (id, entry) in translated where !participants.contains(id) || !entry.view.translatesAutoresizingMaskIntoConstraints
            || entry.view.superview.map(ObjectIdentifier.init) != entry.superview {
            for constraint in entry.constraints { remove(constraint) }
            translated[id] = nil
        }
        for (id, entry) in intrinsic where entry.view !== root
            && (!participants.contains(id) || entry.view.translatesAutoresizingMaskIntoConstraints) {
            for constraint in entry.constraints { remove(constraint) }
            intrinsic[id] = nil
        }
        let taking = guides.filter { guide in guide.owningView.map { participants.contains(ObjectIdentifier($0)) } ?? false }
        let takingIDs = Set(taking.map(ObjectIdentifier.init))
        for (id, entry) in guideConstraints where !takingIDs.contains(id)
            || entry.guide.owningView.map(ObjectIdentifier.init) != entry.owner {
            for constraint in entry.constraints { remove(constraint) }
            guideConstraints[id] = nil
        }
        for (id, entry) in bakedInsets where !participants.contains(id) || entry.view.engineRoot !== root {
            bakedInsets[id] = nil
        }
        for (id, entry) in directions where entry.view.engineRoot !== root { directions[id] = nil }

        // What came.
        for view in positioned {
            let id = ObjectIdentifier(view)
            if view.translatesAutoresizingMaskIntoConstraints {
                if translated[id] == nil { translate(view) }
            } else if intrinsic[id] == nil {
                refreshIntrinsicSize(of: view)
            }
        }
        for guide in taking where guideConstraints[ObjectIdentifier(guide)] == nil { install(guide) }
        // Sizes of one item go in first: a row that mentions a size not yet fixed has it
        // substituted later, and chains of views (each after the previous one's trailing
        // edge) then cost a pass over the whole chain for every size.
        let new = constraints.filter { installed[ObjectIdentifier($0)] == nil && !refused.contains(ObjectIdentifier($0)) }
        // Each view: four variables, and about as many constraints (its intrinsic size, a
        // translated frame); the root's and the guides' few more.
        solver.reserveCapacity(constraints: solver.constraintCount + new.count + 4 * positioned.count,
                               variables: 4 * (positioned.count + guides.count + 1))
        for constraint in new where constraint.secondLayoutItem == nil { add(constraint) }
        for constraint in new where constraint.secondLayoutItem != nil { add(constraint) }
    }

    /// Adds the system constraints of a margins, safe area, readable or keyboard guide.
    private func install(_ guide: UILayoutGuide) {
        guard let owner = guide.owningView else { return }
        let made = systemConstraints(of: guide).filter { addRequired($0, for: "\(guide.identifier)") }
        guideConstraints[ObjectIdentifier(guide)] = (guide, ObjectIdentifier(owner), made)
    }

    /// Refreshes the parts that follow the views: the root's size, translated frames.
    private func refreshInputs() {
        needsInputRefresh = false
        if fitting == nil, root.bounds.size != rootSize { fixRoot() }
        for (id, entry) in translated where entry.view.frame != entry.frame
            || entry.view.superview?.bounds.size != entry.superSize {
            for constraint in entry.constraints { remove(constraint) }
            translated[id] = nil
            translate(entry.view)
        }
    }

    private func fixRoot() {
        for constraint in rootConstraints { remove(constraint) }
        let variables = root.layoutVariables
        rootSize = root.bounds.size
        rootConstraints = [Constraint(Expression(variables.minX), .equal), Constraint(Expression(variables.minY), .equal)]
        if let fitting {
            rootConstraints += [
                Constraint(Expression(variables.width), .greaterThanOrEqual),
                Constraint(Expression(variables.height), .greaterThanOrEqual),
                Constraint(Expression(variables.width) + -Double(fitting.target.width), .equal,
                           strength: Self.strength(fitting.horizontal)),
                Constraint(Expression(variables.height) + -Double(fitting.target.height), .equal,
                           strength: Self.strength(fitting.vertical)),
            ]
        } else {
            rootConstraints += [Constraint(Expression(variables.width) + -Double(rootSize.width), .equal),
                                Constraint(Expression(variables.height) + -Double(rootSize.height), .equal)]
        }
        for constraint in rootConstraints { addRequired(constraint, for: "the root view's frame") }
        needsSolve = true
    }

    /// A translated view's frame as constraints: its autoresizing mask says which parts
    /// follow its superview, as iOS turns the mask into constraints.
    private func translate(_ view: UIView) {
        guard let superview = view.superview else { return }
        let frame = view.frame, superSize = superview.bounds.size
        let own = view.layoutVariables, parent = superview.layoutVariables
        let mask = view.autoresizingMask
        var made: [Constraint] = []
        func axis(origin: Variable, length: Variable, superOrigin: Variable, superLength: Variable,
                  start: CGFloat, size: CGFloat, total: CGFloat, flexible: (Bool, Bool, Bool)) {
            let end = total - start - size
            let origin = Expression(origin) - Expression(superOrigin)
            let length = Expression(length)
            let superLength = Expression(superLength)
            switch flexible {
            case (false, false, _):
                made += [Constraint(origin + -Double(start), .equal), Constraint(length + -Double(size), .equal)]
            case (true, false, false):
                made += [Constraint(length + -Double(size), .equal),
                         Constraint(origin + length - superLength + Double(end), .equal)]
            case (false, true, false):
                made += [Constraint(origin + -Double(start), .equal),
                         Constraint(origin + length - superLength + Double(end), .equal)]
            case (true, false, true):
                let share = start + end > 0 ? start / (start + end) : 0.5
                made += [Constraint(length + -Double(size), .equal),
                         Constraint(origin - (superLength + -Double(size)) * Double(share), .equal)]
            case (true, true, false):
                let share = start + size > 0 ? start / (start + size) : 0.5
                made += [Constraint(origin - (superLength + -Double(end)) * Double(share), .equal),
                         Constraint(length - (superLength + -Double(end)) * Double(1 - share), .equal)]
            case (false, true, true):
                let share = size + end > 0 ? size / (size + end) : 0.5
                made += [Constraint(origin + -Double(start), .equal),
                         Constraint(length - (superLength + -Double(start)) * Double(share), .equal)]
            case (true, true, true):
                let scale = total > 0 ? 1 / total : 0
                made += [Constraint(origin - superLength * Double(start * scale), .equal),
                         Constraint(length - superLength * Double(size * scale), .equal)]
            }
        }
        axis(origin: own.minX, length: own.width, superOrigin: parent.minX, superLength: parent.width,
             start: frame.minX, size: frame.width, total: superSize.width,
             flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        axis(origin: own.minY, length: own.height, superOrigin: parent.minY, superLength: parent.height,
             start: frame.minY, size: frame.height, total: superSize.height,
             flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        let applied = made.filter { addRequired($0, for: "the autoresizing mask of \(type(of: view))") }
        translated[ObjectIdentifier(view)] = (view, ObjectIdentifier(superview), frame, superSize, applied)
        needsSolve = true
    }

    /// The intrinsic size as two optional inequalities per axis: no bigger (hugging) and no
    /// smaller (compression resistance), at the view's priorities.
    private func refreshIntrinsicSize(of view: UIView) {
        let id = ObjectIdentifier(view)
        let size = view.intrinsicContentSize
        let key = IntrinsicKey(size: size, huggingWidth: view.huggingPriorities.0.rawValue,
                               huggingHeight: view.huggingPriorities.1.rawValue,
                               compressionWidth: view.compressionPriorities.0.rawValue,
                               compressionHeight: view.compressionPriorities.1.rawValue)
        if let entry = intrinsic[id] {
            guard entry.key != key else { return }
            for constraint in entry.constraints { remove(constraint) }
        }
        // Most views (containers) have none: nothing to make.
        guard size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric else {
            intrinsic[id] = (view, key, [])
            return
        }
        var made: [Constraint] = []
        let variables = view.layoutVariables
        for (length, value, hugging, compression) in [(variables.width, size.width, key.huggingWidth, key.compressionWidth),
                                                      (variables.height, size.height, key.huggingHeight, key.compressionHeight)]
        where value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 {
            let expression = Expression([Term(length)], constant: -Double(value))
            made.append(Constraint(expression, .lessThanOrEqual, strength: Self.strength(UILayoutPriority(hugging))))
            made.append(Constraint(expression, .greaterThanOrEqual, strength: Self.strength(UILayoutPriority(compression))))
        }
        for constraint in made { try? solver.addConstraint(constraint) }
        intrinsic[id] = (view, key, made)
    }

    /// Priorities grow exponentially into strengths (ten times every 100 levels): a
    /// higher priority then wins over many constraints of a lower one, as Apple's
    /// "satisfied before" means (four views hugging at 250 do not outweigh a width at 750).
    static func strength(_ priority: UILayoutPriority) -> Strength {
        priority >= .required ? .required : Strength(pow(10, Double(max(priority.rawValue, 1)) / 100))
    }

    /// Below priority 1's strength (about 1.02) by a hundred times: a tie-breaker never
    /// overturns a difference an app asked for.
    static let tieBreaking = Strength(0.01)

    /// Takes a constraint out of the solver; a failure is a solver bug, logged.
    private func remove(_ constraint: Constraint) {
        do {
            try solver.removeConstraint(constraint)
        } catch {
            layoutLogger.error("Auto Layout: could not remove \(constraint): \(error)")
        }
    }

    @discardableResult
    private func addRequired(_ constraint: Constraint, for what: String) -> Bool {
        do {
            try solver.addConstraint(constraint)
            return true
        } catch {
            layoutLogger.error("Unable to simultaneously satisfy constraints: \(what) conflicts with required constraints; \(constraint) is broken")
            return false
        }
    }

    /// Adds a layout constraint; a required one that cannot be satisfied is logged as iOS
    /// logs it, with the constraints of the same views, and left out.
    private func add(_ source: NSLayoutConstraint) {
        // The rest was validated when the constraint was activated; the multiplier is fixed.
        guard source.constant.isFinite, let constraint = makeConstraint(source) else { return }
        do {
            try solver.addConstraint(constraint)
            installed[ObjectIdentifier(source)] = (source, constraint)
        } catch {
            refused.insert(ObjectIdentifier(source))
            let items = [source.firstItem, source.secondItem].compactMap { $0 }
            let related = installed.values.map(\.source).filter { other in
                [other.firstItem, other.secondItem].contains { item in items.contains { $0 === item } }
            }
            let list = (related + [source]).map { "    \($0)" }.joined(separator: "\n")
            layoutLogger.error("""
                Unable to simultaneously satisfy constraints.
                \(list)
                Will attempt to recover by breaking constraint
                    \(source)
                """)
        }
    }

    private func makeConstraint(_ source: NSLayoutConstraint) -> Constraint? {
        guard let first = source.firstLayoutItem,
              var difference = expression(for: first, source.firstAttribute, in: source.installedOn) else { return nil }
        // first - (multiplier * second + constant), in place: one array per constraint.
        difference.constant -= Double(source.constant)
        if let second = source.secondLayoutItem {
            guard let other = expression(for: second, source.secondAttribute, in: source.installedOn) else { return nil }
            let multiplier = Double(source.multiplier)
            difference.terms.reserveCapacity(difference.terms.count + other.terms.count)
            for term in other.terms { difference.terms.append(Term(term.variable, -term.coefficient * multiplier)) }
            difference.constant -= other.constant * multiplier
        }
        let relation: Relation = switch source.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(difference, relation, strength: source.breaksTies ? Self.tieBreaking : Self.strength(source.priority))
    }

    /// An attribute of an item as an expression of its variables. Directions and margins
    /// are read only for the attributes that need them: they walk up the hierarchy.
    private func expression(for item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                            in host: UIView?) -> Expression? {
        let v = item.layoutVariables
        func sum(_ first: Variable, _ second: Variable, _ scale: Double = 1, constant: Double = 0) -> Expression {
            Expression([Term(first), Term(second, scale)], constant: constant)
        }
        switch attribute {
        case .left: return Expression(v.minX)
        case .right: return sum(v.minX, v.width)
        case .top: return Expression(v.minY)
        case .bottom: return sum(v.minY, v.height)
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .centerX: return sum(v.minX, v.width, 0.5)
        case .centerY: return sum(v.minY, v.height, 0.5)
        // Right to left, leading and trailing are measured from the right edge, so that a
        // positive constant still moves towards the trailing side, as on iOS.
        case .leading:
            return isRightToLeft(host) ? Expression([Term(v.minX, -1), Term(v.width, -1)]) : Expression(v.minX)
        case .trailing: return isRightToLeft(host) ? Expression([Term(v.minX, -1)]) : sum(v.minX, v.width)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else { return sum(v.minY, v.height) }
            // A field's or button's one line is centered in its height.
            if let centered = view.centeredTextBaseline { return sum(v.minY, v.height, 0.5, constant: Double(centered)) }
            return attribute == .firstBaseline
                ? Expression([Term(v.minY)], constant: Double(view.firstBaselineOffsetFromTop))
                : sum(v.minY, v.height, constant: -Double(view.lastBaselineOffsetFromBottom))
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            let view = item as? UIView
            if let view { bake(view) }
            let margins = view?.effectiveLayoutMargins ?? .zero
            let x = Expression(v.minX), y = Expression(v.minY), w = Expression(v.width), h = Expression(v.height)
            switch attribute {
            case .leftMargin: return x + Double(margins.left)
            case .rightMargin: return x + w + -Double(margins.right)
            case .leadingMargin:
                return isRightToLeft(host) ? (x + w + -Double(margins.right)) * -1 : x + Double(margins.left)
            case .trailingMargin:
                return isRightToLeft(host) ? (x + Double(margins.left)) * -1 : x + w + -Double(margins.right)
            case .topMargin: return y + Double(margins.top)
            case .bottomMargin: return y + h + -Double(margins.bottom)
            case .centerXWithinMargins: return x + w * 0.5 + Double(margins.left - margins.right) / 2
            default: return y + h * 0.5 + Double(margins.top - margins.bottom) / 2
            }
        case .notAnAttribute: return nil
        }
    }

    /// The layout direction of the view a constraint is installed on (both its sides are
    /// measured the same way: a row forced right to left lays its content out from the
    /// right, while the row's own constraints in its superview keep the superview's
    /// direction), read once per view and build.
    private func isRightToLeft(_ host: UIView?) -> Bool {
        guard let view = host else { return false }
        let id = ObjectIdentifier(view)
        if let known = directions[id] { return known.rightToLeft }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        directions[id] = (view, rightToLeft)
        return rightToLeft
    }

    /// What places a view's system guide: its margins, safe area, readable width or keyboard area.
    private func systemConstraints(of guide: UILayoutGuide) -> [Constraint] {
        guard let role = guide.systemRole, let owner = guide.owningView else { return [] }
        bake(owner)
        let g = guide.layoutVariables, o = owner.layoutVariables
        let insets: UIEdgeInsets
        switch role {
        case .scrollFrame:
            return [Constraint(Expression(g.minX) - Expression(o.minX), .equal), Constraint(Expression(g.minY) - Expression(o.minY), .equal),
                    Constraint(Expression(g.width) - Expression(o.width), .equal), Constraint(Expression(g.height) - Expression(o.height), .equal)]
        case .scrollContent:
            // The content starts at the scroll view's content origin; its size is what the
            // app's constraints make it (it becomes `contentSize`).
            return [Constraint(Expression(g.minX) - Expression(o.minX), .equal), Constraint(Expression(g.minY) - Expression(o.minY), .equal),
                    Constraint(Expression(g.width), .greaterThanOrEqual), Constraint(Expression(g.height), .greaterThanOrEqual)]
        case .margins, .readableContent: insets = owner.effectiveLayoutMargins
        case .safeArea: insets = owner.safeAreaInsets
        case .keyboard:
            // The keyboard's part of the view; with no keyboard on screen, a guide of no
            // height along the safe area's bottom (or the view's, as the guide asks).
            let overlap = (guide as? UIKeyboardLayoutGuide)?.keyboardOverlap ?? 0
            if overlap > 0 {
                return [Constraint(Expression(g.minX) - Expression(o.minX), .equal),
                        Constraint(Expression(g.width) - Expression(o.width), .equal),
                        Constraint(Expression(g.height) + -Double(overlap), .equal),
                        Constraint(Expression(g.minY) - Expression(o.minY) - Expression(o.height) + Double(overlap), .equal)]
            }
            let usesSafeArea = (guide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            let bottom = usesSafeArea ? owner.safeAreaInsets.bottom : 0
            return [Constraint(Expression(g.minX) - Expression(o.minX), .equal),
                    Constraint(Expression(g.width) - Expression(o.width), .equal),
                    Constraint(Expression(g.height), .equal),
                    Constraint(Expression(g.minY) - Expression(o.minY) - Expression(o.height) + Double(bottom), .equal)]
        }
        var made = [Constraint(Expression(g.minY) - Expression(o.minY) + -Double(insets.top), .equal),
                    Constraint(Expression(g.height) - Expression(o.height) + Double(insets.top + insets.bottom), .equal)]
        let fullWidth = Expression(o.width) + -Double(insets.left + insets.right)
        if role == .readableContent {
            // At most the readable width (iOS: about 672 points at the default text size), centered.
            made += [Constraint(Expression(g.width) + -Double(UIView.readableContentWidth), .lessThanOrEqual),
                     Constraint(Expression(g.width) - fullWidth, .lessThanOrEqual),
                     Constraint(Expression(g.width) - fullWidth, .equal, strength: .strong),
                     Constraint(Expression(g.minX) * 2 + Expression(g.width) - Expression(o.minX) * 2 - Expression(o.width)
                                + -Double(insets.left - insets.right), .equal)]
        } else {
            made += [Constraint(Expression(g.minX) - Expression(o.minX) + -Double(insets.left), .equal),
                     Constraint(Expression(g.width) - fullWidth, .equal)]
        }
        return made
    }

    // MARK: Ambiguity

    /// Whether the constraints leave one of `view`'s variables free: a pull weaker than any
    /// constraint moves it. With `exercise`, the view is shown where the pull took it.
    func isAmbiguous(_ view: UIView, exercise: Bool = false) -> Bool {
        solveIfNeeded()
        guard positioned.contains(where: { $0 === view }) else { return false }
        let variables = view.layoutVariables
        var ambiguous = false
        for variable in [variables.minX, variables.minY, variables.width, variables.height] {
            let before = solver.currentValue(of: variable)
            guard (try? solver.addEditVariable(variable, strength: Strength(0.001))) != nil else { continue }
            try? solver.suggestValue(variable, before + 100)
            let moved = abs(solver.currentValue(of: variable) - before) > 0.5
            ambiguous = ambiguous || moved
            if exercise, moved {
                // Shown until the next layout pass applies the solution again, as on iOS.
                publishSolution()
                apply()
            }
            try? solver.suggestValue(variable, before)
            try? solver.removeEditVariable(variable)
        }
        publishSolution()
        if !(exercise && ambiguous) { needsApply = false }
        return ambiguous
    }

    // MARK: Frames

    /// Gives each positioned view that does not translate its mask its solved frame,
    /// through bounds and center so that a transform stays.
    private func apply() {
        guard needsApply else { return }
        needsApply = false
        let since = appliedStamp
        appliedStamp = solutionStamp
        for view in positioned where !view.translatesAutoresizingMaskIntoConstraints {
            guard let superview = view.superview else { continue }
            let variables = view.layoutVariables, parentVariables = superview.layoutVariables
            // Unchanged variables, and a parent that did not move: the frame is as it was.
            // (Compared one by one: a closure here costs an actor check per call.)
            guard since == 0 || variables.minX.changeStamp > since || variables.minY.changeStamp > since
                || variables.width.changeStamp > since || variables.height.changeStamp > since
                || parentVariables.minX.changeStamp > since || parentVariables.minY.changeStamp > since else { continue }
            // Edges, not origin and size, go to the nearest pixel (in the engine's space, so
            // that a parent's rounding and its child's agree): views that share an edge in the
            // solution share it on screen, as on iOS, where three equal views across 100 points
            // at scale 1 are 33, 34 and 33 wide.
            let own = variables.frame, parent = parentVariables.frame, scale = view.contentScaleFactor
            let minX = own.minX.rounded(toScale: scale), minY = own.minY.rounded(toScale: scale)
            let size = CGSize(width: max(own.maxX.rounded(toScale: scale) - minX, 0),
                              height: max(own.maxY.rounded(toScale: scale) - minY, 0))
            let origin = CGPoint(x: minX - parent.minX.rounded(toScale: scale), y: minY - parent.minY.rounded(toScale: scale))
            if view.bounds.size != size {
                var bounds = view.bounds
                bounds.size = size
                view.bounds = bounds
            }
            let anchor = view.layer.anchorPoint
            let center = CGPoint(x: origin.x + size.width * anchor.x, y: origin.y + size.height * anchor.y)
            if view.center != center { view.center = center }
        }
        // A scroll view whose content guide the app constrains takes its size as contentSize.
        for entry in guideConstraints.values where entry.guide.systemRole == .scrollContent {
            guard let scrollView = entry.guide.owningView as? UIScrollView, scrollView.sizesContentByLayoutGuide else { continue }
            let variables = entry.guide.layoutVariables, scale = scrollView.contentScaleFactor
            scrollView.contentSize = CGSize(width: CGFloat(variables.width.value).rounded(toScale: scale),
                                            height: CGFloat(variables.height.value).rounded(toScale: scale))
        }
    }
}

extension CGFloat {
    /// Rounded to the nearest pixel at `scale`, halves up (toward +∞) on either side of
    /// zero, so that an edge's rounding does not depend on where the origin lies.
    func rounded(toScale scale: CGFloat) -> CGFloat {
        let factor = scale > 0 ? scale : 1
        return (self * factor + 0.5).rounded(.down) / factor
    }
}
