import Foundation
import LayoutSolver

/// Random constraint systems into the Cassowary solver, with the strengths Auto Layout
/// gives priorities (and its tie-break) beside the solver's own. Invariants: after every
/// addition, removal and change of a constant, the solution keeps each required constraint
/// the solver holds and is as good (the same required ones hold, the same cost of the
/// optional ones) as that of a fresh solver given only what it holds now. Refusals
/// (unsatisfiable, duplicate, a constant that conflicts) are allowed: they must leave the
/// solver as it was.
enum ConstraintSolverTarget {
    static func run(_ data: Data) -> [String] {
        var input = FuzzInput(data)
        let variables = (0..<(2 + input.int(below: 6))).map { Variable("v\($0)") }
        let solver = Solver()
        var held: [Constraint] = []
        var problems: [String] = []

        while !input.isAtEnd, held.count < 40, problems.isEmpty {
            let operation = input.byte() & 7
            if operation == 0, !held.isEmpty {
                let constraint = held.remove(at: input.int(below: held.count))
                do { try solver.removeConstraint(constraint) } catch { problems.append("removing a held constraint failed: \(error)") }
                problems += compared(solver, held, after: "removing \(constraint)")
                continue
            }
            if operation == 1, !held.isEmpty {
                // The engine's path for a changed `NSLayoutConstraint.constant`.
                let constraint = held[input.int(below: held.count)]
                let old = constraint.expression.constant, before = quality(of: solver, held)
                let constant = Double(input.int(below: 201) - 100)
                do {
                    try solver.setConstant(of: constraint, to: constant)
                    problems += compared(solver, held, after: "\(old) → \(constant) in \(constraint)")
                } catch {
                    let after = quality(of: solver, held)
                    if constraint.expression.constant != old { problems.append("a refused constant stayed in \(constraint), was \(old)") }
                    if !same(before, after) { problems.append("a refused constant \(constant) in \(constraint) changed the solution: \(before) then \(after)") }
                }
                continue
            }
            // Small integer coefficients and constants: exact enough to compare solutions.
            var terms: [Term] = []
            for _ in 0..<(1 + input.int(below: 3)) {
                let coefficient = Double(input.int(below: 9) - 4)
                terms.append(Term(variables[input.int(below: variables.count)], coefficient == 0 ? 1 : coefficient))
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][input.int(below: 3)]
            let constraint = Constraint(Expression(terms, constant: Double(input.int(below: 201) - 100)), relation,
                                        strength: strength(&input))
            let before = quality(of: solver, held)
            do {
                try solver.addConstraint(constraint)
                held.append(constraint)
                problems += compared(solver, held, after: "adding \(constraint)")
            } catch {
                // A refused constraint leaves the solution as good as it was.
                let after = quality(of: solver, held)
                if !same(before, after) { problems.append("a refused \(constraint) changed the solution: \(before) then \(after)") }
            }
        }
        return problems
    }

    /// The solver's strengths, Auto Layout's for a priority (UILayoutPriority 1...999 as
    /// `LayoutEngine` maps it: 10^(priority/100), up to about 1e10) and its tie-break (0.01).
    private static func strength(_ input: inout FuzzInput) -> Strength {
        switch input.int(below: 8) {
        case 0, 1: .required
        case 2: .strong
        case 3: .medium
        case 4: .weak
        case 5: Strength(0.01)
        default: Strength(pow(10, Double(1 + input.int(below: 4) * 250 + input.int(below: 3) - 1) / 100))
        }
    }

    /// What is wrong with `solver`'s solution of `held` after `step`: a required constraint
    /// that does not hold, or a worse solution than a fresh solver finds for the same system.
    private static func compared(_ solver: Solver, _ held: [Constraint], after step: String) -> [String] {
        let now = quality(of: solver, held)
        if !now.holds { return ["after \(step): \(broken(held))"] }
        let fresh = Solver()
        for constraint in held {
            let copy = Constraint(constraint.expression, constraint.relation, strength: constraint.strength)
            do { try fresh.addConstraint(copy) } catch { return ["after \(step), a fresh solver refused \(copy): \(error)"] }
        }
        let new = quality(of: fresh, held)
        return same(now, new) ? [] : ["after \(step) the solution is \(now), a fresh solver's \(new)"]
    }

    /// How far apart two solutions' values may be and still count as the same: the solver
    /// itself takes anything under 1e-8 for zero, and sums of a few dozen terms of size 100
    /// lose about 1e-12 to rounding.
    static let valueTolerance = 1e-8

    /// Whether `solver`'s solution keeps every required constraint of `constraints`, the
    /// cost of the optional ones (each one's error times its strength), and how much of that
    /// cost is rounding: `valueTolerance` times the strengths. A strong constraint (1e6) off
    /// by 1e-12 costs 1e-6, so an absolute tolerance on the cost would call rounding a
    /// worse solution.
    static func quality(of solver: Solver, _ constraints: [Constraint]) -> Quality {
        solver.updateVariables()
        var holds = true, cost = 0.0, rounding = 0.0
        for constraint in constraints {
            let value = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * $1.variable.value }
            let error = switch constraint.relation {
            case .equal: abs(value)
            case .lessThanOrEqual: max(0, value)
            case .greaterThanOrEqual: max(0, -value)
            }
            if constraint.strength.isRequired {
                holds = holds && error < 1e-6
            } else {
                cost += constraint.strength.value * error
                rounding += constraint.strength.value * valueTolerance
            }
        }
        return Quality(holds: holds, cost: cost, rounding: rounding)
    }

    /// A solution's standing: whether the required constraints hold, the optional ones'
    /// cost, and how much of that cost rounding can explain.
    struct Quality: CustomStringConvertible {
        let holds: Bool, cost: Double, rounding: Double
        var description: String { "(holds: \(holds), cost: \(cost))" }
    }

    /// The required constraints of `constraints` that do not hold, with their values.
    private static func broken(_ constraints: [Constraint]) -> String {
        constraints.filter(\.strength.isRequired).compactMap { constraint in
            let value = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * $1.variable.value }
            let holds = switch constraint.relation {
            case .equal: abs(value) < 1e-6
            case .lessThanOrEqual: value < 1e-6
            case .greaterThanOrEqual: value > -1e-6
            }
            return holds ? nil : "\(constraint) is \(value)"
        }.joined(separator: ", ") + " (" + constraints.map { "\($0)" }.joined(separator: "; ") + ")"
    }

    /// Whether two solutions are as good: the same required constraints hold and the costs
    /// differ by no more than rounding (and 1e-9 of their size).
    static func same(_ a: Quality, _ b: Quality) -> Bool {
        a.holds == b.holds && abs(a.cost - b.cost) <= max(a.rounding, b.rounding) + 1e-9 * max(abs(a.cost), abs(b.cost))
    }
}
