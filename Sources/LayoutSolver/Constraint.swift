/// `expression` (relation) 0, with a strength. Compared by identity: the same numbers
/// twice are two constraints.
public final class Constraint: Hashable, CustomStringConvertible {
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        // Terms of the same variable are merged: a row holds each symbol once.
        var merged: [Variable: Double] = [:]
        var order: [Variable] = []
        for term in expression.terms {
            if merged[term.variable] == nil { order.append(term.variable) }
            merged[term.variable, default: 0] += term.coefficient
        }
        self.expression = Expression(order.map { Term($0, merged[$0]!) }, constant: expression.constant)
        self.relation = relation
        self.strength = strength
    }

    public var description: String { "\(expression) \(relation) 0 (\(strength))" }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
