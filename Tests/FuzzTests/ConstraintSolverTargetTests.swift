import LayoutSolver
import Testing
@testable import VitrineFuzzTargets

/// The solver target's comparison of two solutions (Cassowary: Badros, Borning and
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001, section 2:
/// the best solution minimises the strength-weighted error of the optional constraints).
struct ConstraintSolverTargetTests {
    /// A strong constraint (weight 1e6) off by rounding (1e-12) costs 1e-6: the absolute
    /// tolerance of 1e-6 it once had called such a pair different (12 of 200,000 inputs).
    @Test func roundingOnAStrongConstraintIsTheSameSolution() {
        let rounding = Strength.strong.value * ConstraintSolverTarget.valueTolerance
        let exact = ConstraintSolverTarget.Quality(holds: true, cost: 0, rounding: rounding)
        let rounded = ConstraintSolverTarget.Quality(holds: true, cost: 3e-6, rounding: rounding)
        #expect(ConstraintSolverTarget.same(exact, rounded))
    }

    /// A weak constraint kept in one solution and broken by 1 in the other is a real
    /// difference, and so is a required constraint that holds in only one.
    @Test func aWorseSolutionIsNotTheSame() throws {
        let x = Variable("x")
        let wish = Constraint(Expression([Term(x, 1)], constant: -5), .equal, strength: .weak)
        let free = Solver()
        try free.addConstraint(wish)
        let kept = ConstraintSolverTarget.quality(of: free, [wish])
        #expect(kept.holds && kept.cost == 0)

        let y = Variable("y")
        let yWish = Constraint(Expression([Term(y, 1)], constant: -5), .equal, strength: .weak)
        let pinned = Constraint(Expression([Term(y, 1)], constant: -6), .equal, strength: .required)
        let bound = Solver()
        try bound.addConstraint(yWish)
        try bound.addConstraint(pinned)
        let broken = ConstraintSolverTarget.quality(of: bound, [yWish])
        #expect(abs(broken.cost - 1) < 1e-9)
        #expect(!ConstraintSolverTarget.same(kept, broken))
        #expect(!ConstraintSolverTarget.same(kept, ConstraintSolverTarget.Quality(holds: false, cost: 0, rounding: 0)))
    }
}
