import Foundation

/// The view that shows a cell's content configuration in its content view: kept while new
/// configurations are ones it supports, made anew otherwise.
@MainActor
struct ContentConfigurationSlot {
    private(set) var view: (UIView & UIContentView)?

    /// Shows `configuration` (adapted to `state`) in `container`; nil removes the view.
    mutating func show(_ configuration: UIContentConfiguration?, for state: UIConfigurationState, in container: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration.updated(for: state)
            return
        }
        view?.removeFromSuperview()
        let made = configuration.updated(for: state).makeContentView()
        container.addSubview(made)
        view = made
    }

    /// Adapts the shown configuration to a new state.
    func update(_ configuration: UIContentConfiguration?, for state: UIConfigurationState) {
        if let configuration { view?.configuration = configuration.updated(for: state) }
    }
}
