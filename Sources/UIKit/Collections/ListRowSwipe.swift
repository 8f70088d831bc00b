import Foundation

/// A list row swiped sideways to reveal the actions of its list configuration's swipe
/// provider, as a table row: the cell slides, the buttons show in the room it leaves;
/// let go past half the buttons it stays open, past 60% of the row (with
/// `performsFirstActionWithFullSwipe`) it performs the first action.
@MainActor
final class ListRowSwipe {
    let indexPath: IndexPath
    let configuration: UISwipeActionsConfiguration
    /// -1: the trailing actions (the row moves left); 1: the leading ones.
    let direction: CGFloat
    private(set) var offset: CGFloat = 0
    private let actionsView = UIView()
    private var buttons: [UIButton] = []
    private weak var collectionView: UICollectionView?
    private weak var cell: UICollectionViewCell?
    /// The row's frame when closed.
    private let row: CGRect

    init(collectionView: UICollectionView, cell: UICollectionViewCell, indexPath: IndexPath,
         configuration: UISwipeActionsConfiguration, direction: CGFloat) {
        self.collectionView = collectionView
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
        cell.superview?.insertSubview(actionsView, belowSubview: cell)
    }

    /// The width of the buttons when open: each at least 74 points, or its title and 30.
    var openWidth: CGFloat {
        buttons.reduce(0) { $0 + max(74, $1.intrinsicContentSize.width + 30) }
    }

    /// Follows a finger `translation` points along the row.
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

    func close(animated: Bool = true) {
        let finish = { self.actionsView.removeFromSuperview() }
        if animated, collectionView?.window != nil {
            animate(to: 0, then: finish)
        } else {
            move(to: 0)
            finish()
        }
    }

    private func perform(_ action: UIContextualAction) {
        guard let cell else { return }
        action.handler(action, cell) { [weak self] _ in
            self?.collectionView?.swipeDidFinish(self)
        }
    }

    private func animate(to target: CGFloat, then done: (() -> Void)? = nil) {
        UIView.animate(withDuration: 0.25, animations: { self.move(to: target) }, completion: { _ in done?() })
    }

    /// Slides the cell `distance` points and lays the buttons out in the room it leaves.
    private func move(to distance: CGFloat) {
        guard let cell else { return }
        offset = distance
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
