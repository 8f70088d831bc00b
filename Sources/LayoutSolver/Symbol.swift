/// A column of the tableau: a variable's, or one the solver makes for a constraint.
struct Symbol: Hashable {
    enum Kind {
        case invalid, external, slack, error, dummy
    }

    let id: Int
    let kind: Kind

    static let invalid = Symbol(id: 0, kind: .invalid)

    var isValid: Bool { kind != .invalid }

    // The id alone identifies a symbol: hashing one word is cheaper.
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// Slack and error symbols may leave the basis for a restricted (non-negative) variable.
    var isRestricted: Bool { kind != .external }
}
