/// `expression` (relation) 0, with a strength. Compared by identity: the same numbers
/// twice are two constraints.
public final class Constraint: Hashable, CustomStringConvertible {
    /// Its constant changes through `Solver.setConstant(of:to:)`.
    public internal(set) var expression: Expression
    public let relation: Relation
    public let strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        // Terms of the same variable are merged: a row holds each symbol once. Expressions
        // are short, so a scan beats hashing.
        var merged: [Term] = []
        merged.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
                merged[index].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        self.expression = Expression(merged, constant: expression.constant)
        self.relation = relation
        self.strength = strength
    }

    public var description: String { "\(expression) \(relation) 0 (\(strength))" }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
