import Foundation

/// The Grid tab of the colour picker: 10 rows of 12 square swatches in a rectangle with
/// rounded corners; the selected one wears a ring. A tap (or a drag) picks a swatch.
@MainActor
final class ColorSwatchGridView: UIView {
    private let swatches = UIView()
    private let ring = UIView()
    private var cells: [UIView] = []
    /// The selected cell, if the selected colour is one of the grid's.
    var selectedCell: (row: Int, column: Int)? { didSet { setNeedsLayout() } }
    /// The user picked the colour at a cell (`continuously` while a finger drags over the grid).
    var onPick: ((Int, Int, Bool) -> Void)?
    private var pickedWhileDragging = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        swatches.layer.cornerRadius = 8
        swatches.clipsToBounds = true
        swatches.isUserInteractionEnabled = false
        addSubview(swatches)
        for row in 0..<ColorGridPalette.rows {
            for column in 0..<ColorGridPalette.columns {
                let cell = UIView()
                cell.backgroundColor = ColorGridPalette.color(row: row, column: column)
                swatches.addSubview(cell)
                cells.append(cell)
            }
        }
        ring.isUserInteractionEnabled = false
        ring.layer.borderWidth = 3
        ring.layer.cornerRadius = 4
        ring.isHidden = true
        addSubview(ring)
        let pan = UIPanGestureRecognizer(target: self, action: ColorSwatchGridView.dragged)
        addGestureRecognizer(pan)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: ColorSwatchGridView.tapped))
        updateRingColor()
    }

    required init?(coder: NSCoder) { nil }

    /// The side of a swatch for the view's width.
    var cellSide: CGFloat { (bounds.width / CGFloat(ColorGridPalette.columns)).rounded(.down) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let side = (size.width / CGFloat(ColorGridPalette.columns)).rounded(.down)
        return CGSize(width: side * CGFloat(ColorGridPalette.columns), height: side * CGFloat(ColorGridPalette.rows))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = cellSide
        swatches.frame = CGRect(x: 0, y: 0, width: side * CGFloat(ColorGridPalette.columns),
                                height: side * CGFloat(ColorGridPalette.rows))
        for (index, cell) in cells.enumerated() {
            let row = index / ColorGridPalette.columns, column = index % ColorGridPalette.columns
            cell.frame = CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side)
        }
        if let selectedCell {
            ring.isHidden = false
            ring.frame = CGRect(x: CGFloat(selectedCell.column) * side, y: CGFloat(selectedCell.row) * side,
                                width: side, height: side).insetBy(dx: -1, dy: -1)
        } else {
            ring.isHidden = true
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateRingColor()
    }

    private func updateRingColor() {
        // iOS rings the selected swatch in the sheet's background colour.
        ring.layer.borderColor = UIColorPickerViewController.sheetBackground.resolvedColor(with: traitCollection).cgColor
    }

    private func cell(at point: CGPoint) -> (Int, Int)? {
        let side = cellSide
        guard side > 0, point.x >= 0, point.y >= 0 else { return nil }
        let column = Int(point.x / side), row = Int(point.y / side)
        guard column < ColorGridPalette.columns, row < ColorGridPalette.rows else { return nil }
        return (row, column)
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let (row, column) = cell(at: recognizer.location(in: self)) else { return }
        onPick?(row, column, false)
    }

    private func dragged(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            guard let (row, column) = cell(at: recognizer.location(in: self)) else { return }
            if let selectedCell, selectedCell == (row, column) { return }
            pickedWhileDragging = true
            onPick?(row, column, true)
        case .ended, .cancelled, .failed:
            // "A continuous selection is always followed by a noncontinuous one."
            if pickedWhileDragging, let selectedCell { onPick?(selectedCell.row, selectedCell.column, false) }
            pickedWhileDragging = false
        default:
            break
        }
    }
}
