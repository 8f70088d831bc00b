/// An unknown the solver finds a value for (a view's left edge, its width).
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for messages ("label.width").
    public let name: String
    /// The value the solver found, after `Solver.updateVariables()`.
    public internal(set) var value: Double = 0
    /// The stamp of the last `updateVariables(markingChangesWith:)` that changed `value`.
    public internal(set) var changeStamp = 0
    /// The variable's symbol in the solver that used it last (one lookup instead of a hash).
    var symbol: (solver: Int, symbol: Symbol)?

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
