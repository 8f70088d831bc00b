import Foundation

/// One wheel of a picker view: a scroll view whose rows sit on a drum. A row's place in
/// the content is a flat strip (`rowHeight` per row), so the scroll view's drag, fling,
/// rubber band and spring work unchanged; each visible row is then moved and squashed to
/// where it would show on a cylinder seen from the front (y = R sin θ, height × cos θ) and
/// faded towards the top and bottom. A lifted finger's target is moved to the nearest row,
/// so the wheel always comes to rest on one.
@MainActor
final class PickerColumnView: UIScrollView, UIScrollViewDelegate {
    /// Called when the wheel comes to rest on a row other than `selectedRow` after the
    /// user moved it (a drag, a fling or a tap).
    var didSettle: ((Int) -> Void)?
    /// Makes the view for a row, given a view that left the wheel to reuse.
    var makeRow: ((Int, UIView?) -> UIView)?

    private(set) var numberOfRows = 0
    private(set) var rowHeight: CGFloat = UIPickerView.defaultRowHeight
    /// The row the wheel shows in the band (or is moving to, for an animated selection).
    private(set) var selectedRow = 0
    /// The rows on screen, by row, each in a slot view that carries the drum's transform.
    private var slots: [Int: PickerRowSlot] = [:]
    private var spareSlots: [PickerRowSlot] = []
    /// Whether an animated move to a row was the user's (a tap), so its end is reported.
    private var animatingUserTap = false
    private var laidOutSize = CGSize.zero
    private let tap = UITapGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        scrollsToTop = false
        tap.addTarget(self, action: PickerColumnView.tapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The drum's radius: the picker's half height, so the rows reach its top and bottom
    /// edges a quarter turn from the band.
    private var radius: CGFloat { max(bounds.height / 2, 1) }

    /// The turn at which a row has faded out (radians).
    private static let fadeAngle: CGFloat = 1.45

    /// Loads `rows` rows of `height` and keeps `selected` (clamped) in the band.
    func reload(rows: Int, height: CGFloat) {
        numberOfRows = max(0, rows)
        rowHeight = height.isFinite && height > 0 ? height : UIPickerView.defaultRowHeight
        for slot in slots.values { retire(slot) }
        slots = [:]
        selectedRow = numberOfRows == 0 ? 0 : min(max(selectedRow, 0), numberOfRows - 1)
        updateGeometry()
    }

    /// Puts `row` in the band, gliding there when `animated`.
    func select(_ row: Int, animated: Bool) {
        guard numberOfRows > 0 else { return }
        selectedRow = min(max(row, 0), numberOfRows - 1)
        animatingUserTap = false
        guard contentOffset != offset(for: selectedRow) else { return }
        setContentOffset(offset(for: selectedRow), animated: animated && window != nil)
    }

    /// The view showing `row`, when it is on screen.
    func content(ofRow row: Int) -> UIView? {
        slots[row]?.content
    }

    private func updateGeometry() {
        let inset = max(0, (bounds.height - rowHeight) / 2)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(numberOfRows) * rowHeight)
        if !isDragging, !isDecelerating { contentOffset = offset(for: selectedRow) }
        setNeedsLayout()
    }

    /// The content offset that puts `row` in the band.
    private func offset(for row: Int) -> CGPoint {
        CGPoint(x: 0, y: (CGFloat(row) + 0.5) * rowHeight - bounds.height / 2)
    }

    /// The row nearest the band at content offset `y`.
    private func row(atOffset y: CGFloat) -> Int {
        guard numberOfRows > 0, rowHeight > 0 else { return 0 }
        let row = Int(((y + bounds.height / 2) / rowHeight - 0.5).rounded())
        return min(max(row, 0), numberOfRows - 1)
    }

    // MARK: The drum

    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != laidOutSize {
            laidOutSize = bounds.size
            updateGeometry()
        }
        guard numberOfRows > 0, bounds.height > 0 else {
            for slot in slots.values { retire(slot) }
            slots = [:]
            return
        }
        let centre = contentOffset.y + bounds.height / 2
        // Rows show until they have faded out.
        let reach = radius * Self.fadeAngle
        let first = max(0, Int(floor((centre - reach) / rowHeight)))
        let last = min(numberOfRows - 1, Int(ceil((centre + reach) / rowHeight)))
        let visible = first <= last ? first..<(last + 1) : 0..<0
        for (row, slot) in slots where !visible.contains(row) {
            retire(slot)
            slots[row] = nil
        }
        for row in visible {
            let slot = slots[row] ?? makeSlot(for: row)
            slots[row] = slot
            place(slot, row: row, centre: centre)
        }
    }

    private func makeSlot(for row: Int) -> PickerRowSlot {
        let slot = spareSlots.popLast() ?? PickerRowSlot()
        let reused = slot.content
        slot.content = makeRow?(row, reused) ?? UIView()
        if slot.superview !== self { addSubview(slot) }
        slot.isHidden = false
        return slot
    }

    private func retire(_ slot: PickerRowSlot) {
        slot.isHidden = true
        spareSlots.append(slot)
    }

    private func place(_ slot: PickerRowSlot, row: Int, centre: CGFloat) {
        let rowCentre = (CGFloat(row) + 0.5) * rowHeight
        let angle = min(max((rowCentre - centre) / radius, -.pi / 2), .pi / 2)
        let shown = centre + radius * sin(angle)
        slot.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
        slot.center = CGPoint(x: bounds.width / 2, y: rowCentre)
        // Far rows shrink a little across too, as the far side of a drum does in perspective.
        let squash = max(cos(angle), 0.01)
        slot.transform = CGAffineTransform(translationX: 0, y: shown - rowCentre)
            .scaledBy(x: 1 - 0.12 * (1 - squash), y: squash)
        // Rows fade out a little before the quarter turn, where the drum's squash would pile them up.
        slot.alpha = pow(max(0, 1 - abs(angle) / Self.fadeAngle), 0.9)
    }

    // MARK: Settling

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = offset(for: row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard animatingUserTap else { return }
        animatingUserTap = false
        settle()
    }

    private func settle() {
        let row = row(atOffset: contentOffset.y)
        guard row != selectedRow else { return }
        selectedRow = row
        didSettle?(row)
    }

    /// A tap on a row above or below the band turns the wheel to it.
    private func tapped() {
        guard numberOfRows > 0 else { return }
        let fromCentre = tap.location(in: self).y - contentOffset.y - bounds.height / 2
        // Undo the drum: the point on the strip that shows at the tap.
        let angle = asin(min(max(fromCentre / radius, -1), 1))
        let target = row(atOffset: contentOffset.y + angle * radius)
        guard target != row(atOffset: contentOffset.y) else { return }
        animatingUserTap = true
        setContentOffset(offset(for: target), animated: true)
    }
}

/// A row's place on the drum: carries the transform; the row's own view fills it.
@MainActor
final class PickerRowSlot: UIView {
    var content: UIView? {
        didSet {
            guard content !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let content {
                content.frame = bounds
                content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(content)
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content?.frame = bounds
    }
}
