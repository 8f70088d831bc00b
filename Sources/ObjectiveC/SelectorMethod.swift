import Foundation

/// A selector's Swift method with its types erased: which objects it can be called on, and
/// the call, which casts the target and the arguments to the method's types.
package struct SelectorMethod: @unchecked Sendable {
    /// What a call did.
    package enum Outcome {
        /// The method ran and returned this (`()` for none).
        case returned(Any)
        /// The target does not have the method's type.
        case targetMismatch
        /// Argument `index` does not fit the method's parameter `expected` (not optional).
        case argumentMismatch(index: Int, expected: Any.Type)
    }

    /// The arguments of a call, with what to pass for a missing one of a type that cannot
    /// be nil (UIKit passes an empty event to `tapped(_:forEvent:)` sent without one).
    package struct Arguments {
        let values: [Any?]
        let substitutes: [Any?]

        package init(_ values: [Any?], substitutes: [Any?] = []) {
            self.values = values
            self.substitutes = substitutes
        }

        /// Argument `index` as `A`: the value when it fits, else the substitute when that
        /// fits, else nil where `A` is optional; nil (no call) otherwise.
        func cast<A>(_ index: Int) -> A? {
            if index < values.count, let value = values[index], let fitting = value as? A { return fitting }
            if index < substitutes.count, let substitute = substitutes[index], let fitting = substitute as? A {
                return fitting
            }
            if let optional = A.self as? any ExpressibleByNilLiteral.Type {
                return optional.init(nilLiteral: ()) as? A
            }
            return nil
        }

        func mismatch(_ index: Int, _ expected: Any.Type) -> Outcome {
            .argumentMismatch(index: index, expected: expected)
        }

        /// The type of argument `index` as it was given, for log lines.
        func describe(_ index: Int) -> String {
            guard index < values.count, let value = values[index] else { return "nil" }
            return String(describing: type(of: value))
        }
    }

    /// How many arguments the method takes (0 to 3).
    package let arity: Int
    /// The type the method belongs to.
    package let ownerType: Any.Type
    /// Whether an object has `ownerType`.
    package let accepts: (AnyObject) -> Bool
    let call: @MainActor (AnyObject, Arguments) -> Outcome

    /// An unapplied method taking no argument.
    package init<T, R>(_ method: @escaping @MainActor (T) -> () -> R) {
        arity = 0
        ownerType = T.self
        accepts = { $0 is T }
        call = { target, _ in
            guard let target = target as? T else { return .targetMismatch }
            return .returned(method(target)())
        }
    }

    /// An unapplied method taking one argument.
    package init<T, A, R>(_ method: @escaping @MainActor (T) -> (A) -> R) {
        arity = 1
        ownerType = T.self
        accepts = { $0 is T }
        call = { target, arguments in
            guard let target = target as? T else { return .targetMismatch }
            guard let first: A = arguments.cast(0) else { return arguments.mismatch(0, A.self) }
            return .returned(method(target)(first))
        }
    }

    /// An unapplied method taking two arguments.
    package init<T, A, B, R>(_ method: @escaping @MainActor (T) -> (A, B) -> R) {
        arity = 2
        ownerType = T.self
        accepts = { $0 is T }
        call = { target, arguments in
            guard let target = target as? T else { return .targetMismatch }
            guard let first: A = arguments.cast(0) else { return arguments.mismatch(0, A.self) }
            guard let second: B = arguments.cast(1) else { return arguments.mismatch(1, B.self) }
            return .returned(method(target)(first, second))
        }
    }

    /// An unapplied method taking three arguments.
    package init<T, A, B, C, R>(_ method: @escaping @MainActor (T) -> (A, B, C) -> R) {
        arity = 3
        ownerType = T.self
        accepts = { $0 is T }
        call = { target, arguments in
            guard let target = target as? T else { return .targetMismatch }
            guard let first: A = arguments.cast(0) else { return arguments.mismatch(0, A.self) }
            guard let second: B = arguments.cast(1) else { return arguments.mismatch(1, B.self) }
            guard let third: C = arguments.cast(2) else { return arguments.mismatch(2, C.self) }
            return .returned(method(target)(first, second, third))
        }
    }

    /// Calls the method on `target`.
    @MainActor
    package func invoke(on target: AnyObject, _ arguments: Arguments) -> Outcome {
        call(target, arguments)
    }
}
