/// `expression` (relation) 0, with a strength. Compared by identity: the same numbers
/// twice are two constraints.
public final class Constraint: Hashable, CustomStringConvertible {
    /// Its constant changes through `Solver.setConstant(of:to:)`.
    public internal(set) var expression: Expression
    public let relation: Relation
    public let strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        // Terms of the same variable are merged: a row holds each symbol once. Expressions
        // are short, so a scan beats hashing; most have no repeats and are kept as given.
        let terms = expression.terms
        var repeats = false
        for index in terms.indices where !repeats {
            for other in terms.indices where other > index && terms[other].variable === terms[index].variable { repeats = true }
        }
        if repeats {
            var merged: [Term] = []
            merged.reserveCapacity(terms.count)
            for term in terms {
                if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[index].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
            self.expression = Expression(merged, constant: expression.constant)
        } else {
            self.expression = expression
        }
        self.relation = relation
        self.strength = strength
    }

    public var description: String { "\(expression) \(relation) 0 (\(strength))" }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
