import Foundation

/// A method name and, on Vitrine, the Swift method it names: what iOS APIs that take an
/// action (`addTarget(_:action:for:)`, timers, notification observers, `perform(_:)`) call.
///
/// Linux has no Objective-C runtime to look a method up by its name, so a selector made by
/// `scripts/port` from `#selector(tapped(_:))` carries the method itself:
/// `Selector("tapped:", ViewController.tapped(_:))`. As in Objective-C, selectors are equal
/// when their names are, so one made again later removes or finds what the first added.
/// A selector made from a name only (`Selector("tapped:")`, `NSSelectorFromString(_:)`)
/// finds the method through any selector of that name made earlier in the process with a
/// method of a type the target has.
///
/// Methods of up to three arguments can be carried, the most any iOS API passes.
/// Performing a selector on an object calls the method when the object has its type (a
/// subclass does); an argument of another type is passed as nil where the method takes
/// an optional, otherwise the call is skipped with a log line.
public struct Selector: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The Objective-C name (`tapped:`), as `NSStringFromSelector(_:)` gives it.
    package let name: String
    /// The method, when the selector was made with one.
    package let method: SelectorMethod?

    /// A selector naming a method, as iOS's `Selector("tapped:")`.
    public init(_ name: String) {
        self.name = name
        method = nil
    }

    // @preconcurrency: Swift 5 apps pass their methods (not Sendable there) without a warning.
    /// A selector for `method`, an unapplied method taking no argument (`Self.refresh`);
    /// `name` is its Objective-C name (`refresh`).
    @preconcurrency
    public init<T, R>(_ name: String, _ method: @escaping @MainActor (T) -> () -> R) {
        self.init(name: name, method: SelectorMethod(method), registers: true)
    }

    /// A selector for `method`, an unapplied method taking one argument
    /// (`ViewController.tapped(_:)`); `name` is its Objective-C name (`tapped:`).
    @preconcurrency
    public init<T, A, R>(_ name: String, _ method: @escaping @MainActor (T) -> (A) -> R) {
        self.init(name: name, method: SelectorMethod(method), registers: true)
    }

    /// A selector for `method`, an unapplied method taking two arguments
    /// (`ViewController.tapped(_:forEvent:)`); `name` is its Objective-C name (`tapped:forEvent:`).
    @preconcurrency
    public init<T, A, B, R>(_ name: String, _ method: @escaping @MainActor (T) -> (A, B) -> R) {
        self.init(name: name, method: SelectorMethod(method), registers: true)
    }

    /// A selector for `method`, an unapplied method taking three arguments
    /// (`animationDidStop(_:finished:context:)`); `name` is its Objective-C name.
    @preconcurrency
    public init<T, A, B, C, R>(_ name: String, _ method: @escaping @MainActor (T) -> (A, B, C) -> R) {
        self.init(name: name, method: SelectorMethod(method), registers: true)
    }

    /// A selector with a method; one that `registers` can be found by its name later
    /// (`NSSelectorFromString`). UIKit's selectors for Swift method references do not
    /// register: their names are made up and unique.
    package init(name: String, method: SelectorMethod, registers: Bool) {
        self.name = name
        self.method = method
        if registers { SelectorTable.register(name: name, method: method) }
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public var description: String { name }

    /// The method this selector calls on `target`: its own when the target has its type,
    /// else one registered under its name for a type the target has.
    package func method(for target: AnyObject) -> SelectorMethod? {
        if let method, method.accepts(target) { return method }
        return SelectorTable.method(named: name, for: target)
    }

    /// Whether performing the selector on `target` calls a method.
    package func isImplemented(by target: AnyObject) -> Bool { method(for: target) != nil }
}
