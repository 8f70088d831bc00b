/// Why the solver refused a request.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint
    /// A required constraint conflicts with the required ones already there.
    case unsatisfiableConstraint
    /// The constraint is not in the solver.
    case unknownConstraint
    /// The variable already is an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Edit variables cannot be required.
    case requiredEditVariable
    /// The tableau lost its way (no row to pivot through): a bug, never expected.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint: "the constraint is already added"
        case .unsatisfiableConstraint: "the constraint cannot be satisfied together with the required ones"
        case .unknownConstraint: "the constraint was not added"
        case .duplicateEditVariable: "the variable is already an edit variable"
        case .unknownEditVariable: "the variable is not an edit variable"
        case .requiredEditVariable: "an edit variable cannot be required"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}
