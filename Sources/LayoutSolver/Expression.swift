/// A linear expression: a sum of terms plus a constant.
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `variable` alone.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public var description: String {
        let parts = terms.map { "\($0.coefficient == 1 ? "" : "\($0.coefficient)*")\($0.variable)" }
        return (parts + (constant == 0 && !parts.isEmpty ? [] : ["\(constant)"])).joined(separator: " + ")
    }

    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs * -1
    }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }
}
