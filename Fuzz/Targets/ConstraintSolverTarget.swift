import Foundation
import LayoutSolver

/// Random constraint systems into the Cassowary solver. Invariants: after every addition
/// the solution satisfies each required constraint the solver accepted; after removing
/// some, the solution is as good (the same required ones hold, the same cost of the
/// optional ones) as that of a fresh solver given only what remains. Refusals
/// (unsatisfiable, duplicate) are allowed: they must leave the solver as it was.
enum ConstraintSolverTarget {
    static func run(_ data: Data) -> [String] {
        var input = FuzzInput(data)
        let variables = (0..<(2 + input.int(below: 6))).map { Variable("v\($0)") }
        let solver = Solver()
        var held: [Constraint] = []
        var problems: [String] = []

        while !input.isAtEnd, held.count < 40 {
            if input.byte() & 7 == 0, !held.isEmpty {
                let constraint = held.remove(at: input.int(below: held.count))
                do { try solver.removeConstraint(constraint) } catch { problems.append("removing a held constraint failed: \(error)") }
                continue
            }
            // Small integer coefficients and constants: exact enough to compare solutions.
            var terms: [Term] = []
            for _ in 0..<(1 + input.int(below: 3)) {
                let coefficient = Double(input.int(below: 9) - 4)
                terms.append(Term(variables[input.int(below: variables.count)], coefficient == 0 ? 1 : coefficient))
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][input.int(below: 3)]
            let strength: Strength = [.required, .strong, .medium, .weak, .required][input.int(below: 5)]
            let constraint = Constraint(Expression(terms, constant: Double(input.int(below: 201) - 100)), relation, strength: strength)
            let before = quality(of: solver, held)
            do {
                try solver.addConstraint(constraint)
                held.append(constraint)
            } catch {
                // A refused constraint leaves the solution as good as it was.
                let after = quality(of: solver, held)
                if !same(before, after) { problems.append("a refused \(constraint) changed the solution: \(before) then \(after)") }
            }
            let now = quality(of: solver, held)
            if !now.holds { problems.append("after adding \(constraint): \(broken(held))") }
        }

        // What remains, in a fresh solver, solves as well as the solver that also saw removals.
        let fresh = Solver()
        for constraint in held {
            let copy = Constraint(constraint.expression, constraint.relation, strength: constraint.strength)
            do { try fresh.addConstraint(copy) } catch { problems.append("a fresh solver refused \(copy): \(error)"); return problems }
        }
        let used = quality(of: solver, held), new = quality(of: fresh, held)
        if !same(used, new) { problems.append("after removals the solution is \(used), a fresh solver's \(new)") }
        return problems
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
