import Foundation

/// A row swiped sideways to reveal its actions: the cell slides, the action buttons show
/// behind it, stretched as it goes; let go past half the buttons it stays open, past 60% of
/// the row (with `performsFirstActionWithFullSwipe`) it performs the first action.
@MainActor
final class RowSwipe {
    let indexPath: IndexPath
    let configuration: UISwipeActionsConfiguration
    /// -1: the trailing actions (the row moves left); 1: the leading ones.
    let direction: CGFloat
    private(set) var offset: CGFloat = 0
    private let actionsView = UIView()
    private var buttons: [UIButton] = []
    private weak var host: (any ListHost)?
    private weak var cell: UIView?
    /// The row's frame when closed, in the host's coordinates.
    private let row: CGRect
    private var closing = false
    /// The host's clip (an inset card) holding the row and its actions while swiped.
    private var clipView: UIView?

    init(host: any ListHost, cell: UIView, indexPath: IndexPath, configuration: UISwipeActionsConfiguration, direction: CGFloat) {
        self.host = host
        self.cell = cell
        self.indexPath = indexPath
        self.configuration = configuration
        self.direction = direction
        row = cell.frame
        actionsView.clipsToBounds = true
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setImage(action.image, for: .normal)
            button.tintColor = .white
            button.addAction(UIAction { [weak self] _ in self?.perform(action) }, for: .touchUpInside)
            buttons.append(button)
            actionsView.addSubview(button)
        }
        if let clip = host.swipeClip(for: indexPath), let superview = cell.superview {
            // The row and its buttons slide inside the card's rounded shape, as on iOS.
            let container = UIView(frame: clip.rect)
            container.clipsToBounds = true
            container.layer.cornerRadius = clip.radius
            superview.insertSubview(container, belowSubview: cell)
            container.addSubview(actionsView)
            container.addSubview(cell)
            clipView = container
        } else {
            cell.superview?.insertSubview(actionsView, belowSubview: cell)
        }
    }

    /// Whether `cell` is the swiped row held in the host's clip (the host does not place it).
    func holds(_ view: UIView) -> Bool {
        clipView != nil && view === cell && view.superview === clipView
    }

    /// The width of the buttons when open: each at least 74 points, or its title and 30.
    var openWidth: CGFloat {
        buttons.reduce(0) { $0 + max(74, $1.intrinsicContentSize.width + 30) }
    }

    /// Follows a finger `translation` points along the row (from where it was when the pan began).
    func follow(_ translation: CGFloat) {
        move(to: min(max(translation * direction, 0), row.width))
    }

    /// Ends the swipe: open, closed, or the first action performed.
    func release(velocity: CGFloat) {
        if configuration.performsFirstActionWithFullSwipe, offset > row.width * 0.6, let first = configuration.actions.first {
            animate(to: row.width) { self.perform(first) }
        } else if offset > openWidth / 2 || velocity * direction > 300 {
            animate(to: openWidth)
        } else {
            close()
        }
    }

    var isOpen: Bool { offset > 0 }

    /// Opens the row to show its buttons (the delete control of an editing row does this).
    func open() {
        guard host?.window != nil else { return move(to: openWidth) }
        animate(to: openWidth)
    }

    func close(animated: Bool = true, then done: (() -> Void)? = nil) {
        guard !closing else { return }
        closing = true
        let finish = {
            self.actionsView.removeFromSuperview()
            self.releaseClip()
            self.host?.swipeDidClose(self)
            done?()
        }
        if animated, host?.window != nil {
            animate(to: 0, then: finish)
        } else {
            move(to: 0)
            finish()
        }
    }

    /// The row goes back to the host from the clip (unless it left meanwhile: a deleted
    /// row's cell went for reuse).
    private func releaseClip() {
        guard let clipView else { return }
        self.clipView = nil
        if let cell, cell.superview === clipView, let host = clipView.superview {
            host.insertSubview(cell, aboveSubview: clipView)
            cell.frame = row
        }
        clipView.removeFromSuperview()
    }

    private func perform(_ action: UIContextualAction) {
        guard let cell else { return }
        action.handler(action, cell) { [weak self] _ in
            self?.host?.swipeDidFinish(self)
        }
    }

    private func animate(to target: CGFloat, then done: (() -> Void)? = nil) {
        UIView.animate(withDuration: 0.25, animations: { self.move(to: target) }, completion: { _ in done?() })
    }

    /// Slides the cell `distance` points and lays the buttons out in the room it leaves.
    private func move(to distance: CGFloat) {
        guard let cell else { return }
        offset = distance
        // In the clip's coordinates when clipped.
        let origin = clipView?.frame.origin ?? .zero
        let row = self.row.offsetBy(dx: -origin.x, dy: -origin.y)
        cell.frame = row.offsetBy(dx: distance * direction, dy: 0)
        actionsView.frame = direction < 0
            ? CGRect(x: row.maxX - distance, y: row.minY, width: distance, height: row.height)
            : CGRect(x: row.minX, y: row.minY, width: distance, height: row.height)
        // Buttons share the room in proportion to their open widths; the first is nearest the row.
        let widths = buttons.map { max(74, $0.intrinsicContentSize.width + 30) }
        let total = max(widths.reduce(0, +), 1)
        var x: CGFloat = 0
        for (button, width) in zip(direction < 0 ? buttons.reversed() : buttons, direction < 0 ? widths.reversed() : widths) {
            let share = distance * width / total
            button.frame = CGRect(x: x, y: 0, width: share, height: row.height)
            x += share
        }
    }
}
