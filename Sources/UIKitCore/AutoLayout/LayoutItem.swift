import LayoutSolver

/// Something constraints can relate: a view or a layout guide. Its frame is four solver
/// variables in its engine's coordinates (the engine root's, ignoring bounds origins).
@MainActor
protocol LayoutItem: AnyObject {
    var layoutVariables: LayoutVariables { get }
    /// The view whose hierarchy the item lives in: the view itself, or a guide's owner.
    var layoutView: UIView? { get }
}

/// A layout item's four unknowns.
@MainActor
final class LayoutVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var frame: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }
}
