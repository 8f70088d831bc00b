import Synchronization

/// An incremental Cassowary solver (Badros, Borning and Stuckey, 2001): linear equalities
/// and inequalities, required or weighted by strength, kept solved by the simplex method
/// as constraints come and go; edit variables take suggested values and are re-solved
/// with the dual simplex, which touches only the rows the change reaches.
public final class Solver {
    /// Numbers solvers for the variables' symbol caches: an address could be reused by a
    /// later solver, a number is not.
    private static let serials = Atomic<Int>(0)
    private let serial = Solver.serials.add(1, ordering: .relaxed).newValue
    /// The least objective coefficient worth a pivot (the weakest strength is about 1).
    private static let objectiveTolerance = 1.0e-6

    private struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
        /// The marker's and the other symbol's coefficients in the constraint as stated
        /// (its row may have changed sign since).
        var markerCoefficient = 0.0
        var otherCoefficient = 0.0
    }

    private struct Edit {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    private var constraints: [Constraint: Tag] = [:]
    /// The rows, and the column index through which substitution and pivot choices visit
    /// only the rows a symbol appears in.
    private var rows = Tableau()
    private var variables: [Variable: Symbol] = [:]
    private var edits: [Variable: Edit] = [:]
    private var infeasibleRows: [Symbol] = []
    private var objective = Row()
    private var artificial: Row?
    private var nextSymbolID = 1
    /// Ids of symbols nothing refers to any more, handed out again. The tableau's tables are
    /// indexed by id: ids made afresh for every constraint would grow them for as long as
    /// constraints come and go (a label's size constraints, each time its text changes).
    private var freeSymbolIDs: [Int] = []

    public init() {}

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// How many constraints the solver holds.
    public var constraintCount: Int { constraints.count }

    /// Makes room for `constraints` constraints over `variables` variables in all, so that
    /// building a large tableau does not grow its tables step by step.
    public func reserveCapacity(constraints: Int, variables: Int) {
        self.constraints.reserveCapacity(constraints)
        self.variables.reserveCapacity(variables)
    }

    // MARK: Constraints

    /// Adds `constraint`. A required one that conflicts with the required ones already
    /// there is refused (`unsatisfiableConstraint`), leaving the solver as it was.
    public func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint }
        var tag = Tag()
        var row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if !subject.isValid, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard Row.nearZero(row.constant) else {
                undoObjective(of: constraint, tag: tag)
                release(tag.marker)
                release(tag.other)
                throw SolverError.unsatisfiableConstraint
            }
            subject = tag.marker
        }
        if !subject.isValid {
            guard addWithArtificialVariable(row) else {
                undoObjective(of: constraint, tag: tag)
                // The artificial pivots kept the old constraints but not their optimum.
                optimize()
                release(tag.marker)
                release(tag.other)
                throw SolverError.unsatisfiableConstraint
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows.insert(subject, row)
        }
        constraints[constraint] = tag
        optimize()
    }

    /// Removes `constraint`.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw SolverError.unknownConstraint }
        removeErrorEffects(of: constraint, tag: tag)
        if rows.remove(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), var row = rows.remove(leaving) else {
                throw SolverError.internalError("no row to remove the constraint's marker from")
            }
            // The marker's row goes with its constraint, once substituted away.
            row.solve(for: leaving, and: tag.marker)
            substitute(tag.marker, with: row)
        }
        // The constraint's other error symbol would stay behind in the rows, a slack of
        // nothing (free to relax them, and never to be freed): it goes with its constraint.
        if tag.other.kind == .error, rows.remove(tag.other) == nil {
            rows.removeEverywhere(tag.other)
            objective.remove(tag.other)
        }
        optimize()
        release(tag.marker)
        release(tag.other)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: `suggestValue` then pulls it towards a value
    /// with `strength`, which cannot be required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = Edit(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable }
        try removeConstraint(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Pulls edit variable `variable` towards `value`; re-solves with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard var edit = edits[variable] else { throw SolverError.unknownEditVariable }
        // The edit constraint says `variable - value = 0`: its constant moves by the difference.
        guard shift(edit.tag, by: edit.constant - value) else { throw SolverError.unsatisfiableConstraint }
        edit.constant = value
        edits[variable] = edit
        try dualOptimize()
    }

    /// Changes the constant of `constraint` and re-solves with the dual simplex, as for an
    /// edit: only the rows the change reaches are touched. A constant that conflicts with
    /// required constraints is refused (`unsatisfiableConstraint`), leaving the old one.
    public func setConstant(of constraint: Constraint, to constant: Double) throws {
        guard let tag = constraints[constraint] else { throw SolverError.unknownConstraint }
        let delta = constant - constraint.expression.constant
        guard shift(tag, by: delta) else { throw SolverError.unsatisfiableConstraint }
        constraint.expression.constant = constant
        do {
            try dualOptimize()
        } catch {
            // A required inequality cannot hold with the new constant: back to the old one,
            // which had a solution.
            infeasibleRows.removeAll()
            _ = shift(tag, by: -delta)
            constraint.expression.constant -= delta
            try dualOptimize()
            throw SolverError.unsatisfiableConstraint
        }
    }

    /// Moves the tableau as if the constant of the constraint tagged `tag` grew by `delta`:
    /// one of the constraint's own symbols absorbs the change (it stands for how far the
    /// constraint is from holding), and rows that turn negative wait for the dual simplex.
    /// Returns false, changing nothing, when a redundant required equality would break.
    private func shift(_ tag: Tag, by delta: Double) -> Bool {
        // The constraint is `e + c + k * marker + ... = 0`: with c + delta, the same rows hold
        // for marker' = marker - delta / k.
        if rows[tag.marker] != nil {
            let constant = rows.addToConstant(tag.marker, -delta / tag.markerCoefficient)
            if tag.marker.kind == .dummy, !Row.nearZero(constant) {
                rows.addToConstant(tag.marker, delta / tag.markerCoefficient)
                return false
            }
            if constant < 0 { infeasibleRows.append(tag.marker) }
        } else if tag.other.isValid, rows[tag.other] != nil {
            if rows.addToConstant(tag.other, -delta / tag.otherCoefficient) < 0 { infeasibleRows.append(tag.other) }
        } else {
            let column = rows.column(tag.marker)
            guard !column.contains(where: { $0.kind == .dummy }) || Row.nearZero(delta) else { return false }
            let shift = delta / tag.markerCoefficient
            for symbol in column {
                let coefficient = rows[symbol]!.coefficient(for: tag.marker)
                if rows.addToConstant(symbol, coefficient * shift) < 0, symbol.isRestricted { infeasibleRows.append(symbol) }
            }
        }
        return true
    }

    /// The value of `variable` in the current solution, without updating the others.
    public func currentValue(of variable: Variable) -> Double {
        variables[variable].flatMap { rows[$0]?.constant } ?? 0
    }

    /// Writes the solution into the variables' `value`s.
    public func updateVariables() {
        updateVariables(markingChangesWith: 0)
    }

    /// Writes the solution into the variables' `value`s, and `stamp` into the
    /// `changeStamp` of those whose value changed (so that a caller updates only those).
    public func updateVariables(markingChangesWith stamp: Int) {
        for (variable, symbol) in variables {
            let value = rows[symbol]?.constant ?? 0
            guard value != variable.value else { continue }
            variable.value = value
            variable.changeStamp = stamp
        }
    }

    // MARK: The tableau

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeSymbolIDs.popLast() { return Symbol(id: id, kind: kind) }
        defer { nextSymbolID += 1 }
        rows.reserve(upTo: nextSymbolID)
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// Hands out `symbol`'s id again once no row, objective or pending work refers to it
    /// (the symbols of a constraint removed or refused, an artificial one; a variable's stay).
    private func release(_ symbol: Symbol) {
        guard symbol.isValid, symbol.kind != .external, rows.isUnused(symbol), objective.coefficient(for: symbol) == 0,
              artificial?.coefficient(for: symbol) ?? 0 == 0, !infeasibleRows.contains(symbol) else { return }
        freeSymbolIDs.append(symbol.id)
    }

    /// How many symbol ids the tableau has made room for (for tests).
    var symbolIDCount: Int { nextSymbolID }

    private func symbol(for variable: Variable) -> Symbol {
        if let cached = variable.symbol, cached.solver == serial { return cached.symbol }
        if let symbol = variables[variable] {
            variable.symbol = (serial, symbol)
            return symbol
        }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        variable.symbol = (serial, symbol)
        return symbol
    }

    /// The constraint as a row in terms of the current non-basic symbols, with its slack,
    /// error or dummy symbols; the errors of a non-required one go into the objective.
    private func makeRow(for constraint: Constraint, tag: inout Tag) -> Row {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                tag.otherCoefficient = -coefficient
                row.insert(error, -coefficient)
                objective.insert(error, strength.value)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                tag.markerCoefficient = 1
                row.insert(dummy)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                tag.otherCoefficient = 1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.value)
                objective.insert(minus, strength.value)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// A refused constraint's errors leave the objective again.
    private func undoObjective(of constraint: Constraint, tag: Tag) {
        removeErrorEffects(of: constraint, tag: tag)
    }

    private func removeErrorEffects(of constraint: Constraint, tag: Tag) {
        for symbol in [tag.marker, tag.other] where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -constraint.strength.value)
            } else {
                objective.insert(symbol, -constraint.strength.value)
            }
        }
    }

    /// The symbol the new row is solved for: an external one, else a negative slack or
    /// error of its own.
    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol {
        // The cells are sorted: the first external symbol is the lowest.
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for symbol in [tag.marker, tag.other] where symbol.kind == .slack || symbol.kind == .error {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return .invalid
    }

    /// Adds a row with no obvious subject through an artificial variable: feasible only
    /// if minimizing it reaches zero.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        defer { release(art) }
        rows.insert(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let success = Row.nearZero(artificial?.constant ?? 0)
        artificial = nil
        guard success else {
            // The artificial symbol is still basic (had its row been a pivot row, it would
            // be zero), so the new constraint's own symbols are in that row alone: without
            // it the tableau holds the old constraints only. (kiwi pivots it out and sets
            // it to zero either way, which leaves the refused constraint in force.)
            _ = rows.remove(art)
            return false
        }
        if var artRow = rows.remove(art) {
            if artRow.isEmpty { return true }
            // The cells are sorted: the first pivotable symbol is the lowest.
            guard let entering = artRow.cells.first(where: { $0.symbol.kind == .slack || $0.symbol.kind == .error })?.symbol
            else { return false }
            artRow.solve(for: art, and: entering)
            substitute(entering, with: artRow)
            rows.insert(entering, artRow)
        }
        rows.removeEverywhere(art)
        objective.remove(art)
        return true
    }

    private func substitute(_ symbol: Symbol, with row: Row) {
        rows.substitute(symbol, with: row) { basic, constant in
            if basic.isRestricted, constant < 0 { infeasibleRows.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex: pivots until no symbol can lower the objective (or the
    /// artificial one). Ties go to the lowest symbol (Bland's rule): no cycling, and the
    /// same answer every run.
    private func optimize(artificialObjective: Bool = false) {
        while true {
            let target = artificialObjective ? (artificial ?? Row()) : objective
            // Strengths span ten orders of magnitude: what should cancel in the objective can
            // leave a residue (-1e-8 seen), which is no way to improve it.
            guard let entering = target.cells.first(where: {
                $0.symbol.kind != .dummy && $0.coefficient < -Solver.objectiveTolerance
            })?.symbol else { return }
            var best = Double.greatestFiniteMagnitude
            var leaving = Symbol.invalid
            for symbol in rows.column(entering) where symbol.isRestricted {
                let row = rows[symbol]!
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < best || (ratio == best && symbol.id < leaving.id) {
                    best = ratio
                    leaving = symbol
                }
            }
            guard leaving.isValid, var row = rows.remove(leaving) else {
                // Both objectives are sums of restricted symbols (errors, the artificial one),
                // never below zero: no symbol lowers one without bound. One that seems to is a
                // residue of cancelled strengths, such as a removed dummy marker's -3e-7 moved
                // onto a variable of the removed constraint (-1.2e-6; found by scripts/fuzz).
                if artificialObjective { artificial?.remove(entering) } else { objective.remove(entering) }
                continue
            }
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            rows.insert(entering, row)
        }
    }

    /// The dual simplex: restores feasibility of rows an edit made negative.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var best = Double.greatestFiniteMagnitude
            var entering = Symbol.invalid
            for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient > 0 {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < best || (ratio == best && cell.symbol.id < entering.id) {
                    best = ratio
                    entering = cell.symbol
                }
            }
            guard entering.isValid else { throw SolverError.internalError("dual optimize failed") }
            _ = rows.remove(leaving)
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            rows.insert(entering, row)
        }
    }

    /// The row to pivot a removed constraint's marker out of.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for symbol in rows.column(marker) {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            // A basic dummy is the marker of a required equality added when an equal one was
            // there (its row holds dummies only and is zero): it stays zero only if its row
            // leaves, whatever the sign. Through any other row the removed marker would come
            // into it with a constant, and the equality would silently stop holding.
            if symbol.kind == .dummy { return symbol }
            if symbol.kind == .external {
                third = symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < r1 { r1 = ratio; first = symbol }
            } else {
                let ratio = row.constant / coefficient
                if ratio < r2 { r2 = ratio; second = symbol }
            }
        }
        return first ?? second ?? third
    }
}
