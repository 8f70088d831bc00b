import Foundation

/// The row of accented letters iOS shows above a held letter key: a bubble of cells grown
/// out of the key, the letter itself in the cell over the key and its variants running
/// away from the keyboard's nearer edge; the cell under the finger is blue.
@MainActor
final class KeyboardAccentPopupView: UIView {
    /// The letters in the order drawn, left to right.
    let items: [String]
    /// The cell under the finger, an index into `items`.
    private(set) var selectedIndex: Int
    private let palette: KeyboardPalette
    private let metrics: KeyboardMetrics
    private let cellWidth: CGFloat
    private let bubbleHeight: CGFloat
    private let neck: CGFloat
    /// The key's left and right edges in the view's coordinates.
    private let keyLeft: CGFloat
    private let keyRight: CGFloat
    private let bubbleLeft: CGFloat
    private let bubbleRight: CGFloat
    /// Where the first cell starts.
    private let cellsLeft: CGFloat
    private let padding: CGFloat = 4

    /// A pop-up for `variants` (the key's letter first) of the key at `keyRect` (in the
    /// keyboard's coordinates, without its shadow line) on a keyboard `boardWidth` wide.
    init(variants: [String], keyRect: CGRect, boardWidth: CGFloat, palette: KeyboardPalette, metrics: KeyboardMetrics) {
        // A key right of the middle lists its variants leftwards, the letter still over the key.
        let leftwards = keyRect.midX > boardWidth / 2
        items = leftwards ? variants.reversed() : variants
        selectedIndex = leftwards ? variants.count - 1 : 0
        self.palette = palette
        self.metrics = metrics
        cellWidth = min(keyRect.width, (metrics.letterFontSize * 1.7).rounded())
        bubbleHeight = (keyRect.height * 1.15).rounded()
        neck = (keyRect.height * 0.25).rounded()
        let bubbleWidth = CGFloat(variants.count) * cellWidth + 2 * padding
        // The letter's cell sits over the key; the bubble then stays on the keyboard.
        let letterCellX = keyRect.midX - cellWidth / 2
        var bubbleX = leftwards ? letterCellX + cellWidth + padding - bubbleWidth : letterCellX - padding
        bubbleX = min(max(bubbleX, 0), max(0, boardWidth - bubbleWidth))
        // The bubble covers at least the key's width (a panel's keys are wider than its cells).
        let minX = min(bubbleX, keyRect.minX), maxX = max(bubbleX + bubbleWidth, keyRect.maxX)
        let height = bubbleHeight + neck + keyRect.height
        keyLeft = keyRect.minX - minX
        keyRight = keyRect.maxX - minX
        bubbleLeft = 0
        bubbleRight = maxX - minX
        cellsLeft = bubbleX + padding - minX
        super.init(frame: CGRect(x: minX, y: keyRect.maxY - height, width: maxX - minX, height: height + 1))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// The letter of the selected cell.
    var selectedText: String { items[selectedIndex] }

    /// Selects the cell under `x` (in the view's coordinates), the nearest end past them.
    func select(atX x: CGFloat) {
        let index = Int(((x - cellsLeft) / cellWidth).rounded(.down))
        let clamped = min(max(index, 0), items.count - 1)
        guard clamped != selectedIndex else { return }
        selectedIndex = clamped
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        KeyboardKeyPopupView.drawBalloon(outline(), palette: palette)
        let font = UIFont.systemFont(ofSize: metrics.letterFontSize)
        for (index, item) in items.enumerated() {
            let cell = CGRect(x: cellsLeft + CGFloat(index) * cellWidth, y: padding,
                              width: cellWidth, height: bubbleHeight - 2 * padding)
            let selected = index == selectedIndex
            if selected {
                KeyboardPalette.blueKey.setFill()
                UIBezierPath(roundedRect: cell, cornerRadius: metrics.cornerRadius).fill()
            }
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: selected ? UIColor.white : palette.text]
            let size = (item as NSString).size(withAttributes: attributes)
            (item as NSString).draw(at: CGPoint(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2), withAttributes: attributes)
        }
    }

    /// The bubble over the key: its bottom edge flat, curving down into the key's sides
    /// where it reaches past them.
    private func outline() -> UIBezierPath {
        let height = bounds.height - 1
        let r = metrics.cornerRadius + 3, keyR = metrics.cornerRadius
        let neckBottom = bubbleHeight + neck
        let rightReach = bubbleRight - keyRight, leftReach = keyLeft - bubbleLeft
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bubbleLeft + r, y: 0))
        path.addLine(to: CGPoint(x: bubbleRight - r, y: 0))
        path.addQuadCurve(to: CGPoint(x: bubbleRight, y: r), controlPoint: CGPoint(x: bubbleRight, y: 0))
        if rightReach > 1.5 * r {
            let corner = min(r, rightReach / 2), flare = min(neck, rightReach - corner)
            path.addLine(to: CGPoint(x: bubbleRight, y: bubbleHeight - corner))
            path.addQuadCurve(to: CGPoint(x: bubbleRight - corner, y: bubbleHeight), controlPoint: CGPoint(x: bubbleRight, y: bubbleHeight))
            path.addLine(to: CGPoint(x: keyRight + flare, y: bubbleHeight))
            path.addQuadCurve(to: CGPoint(x: keyRight, y: neckBottom), controlPoint: CGPoint(x: keyRight, y: bubbleHeight))
        } else {
            // A bubble barely wider than the key tapers into it.
            path.addLine(to: CGPoint(x: bubbleRight, y: bubbleHeight))
            path.addLine(to: CGPoint(x: keyRight, y: neckBottom))
        }
        path.addLine(to: CGPoint(x: keyRight, y: height - keyR))
        path.addQuadCurve(to: CGPoint(x: keyRight - keyR, y: height), controlPoint: CGPoint(x: keyRight, y: height))
        path.addLine(to: CGPoint(x: keyLeft + keyR, y: height))
        path.addQuadCurve(to: CGPoint(x: keyLeft, y: height - keyR), controlPoint: CGPoint(x: keyLeft, y: height))
        if leftReach > 1.5 * r {
            let corner = min(r, leftReach / 2), flare = min(neck, leftReach - corner)
            path.addLine(to: CGPoint(x: keyLeft, y: neckBottom))
            path.addQuadCurve(to: CGPoint(x: keyLeft - flare, y: bubbleHeight), controlPoint: CGPoint(x: keyLeft, y: bubbleHeight))
            path.addLine(to: CGPoint(x: bubbleLeft + corner, y: bubbleHeight))
            path.addQuadCurve(to: CGPoint(x: bubbleLeft, y: bubbleHeight - corner), controlPoint: CGPoint(x: bubbleLeft, y: bubbleHeight))
        } else {
            path.addLine(to: CGPoint(x: keyLeft, y: neckBottom))
            path.addLine(to: CGPoint(x: bubbleLeft, y: bubbleHeight))
        }
        path.addLine(to: CGPoint(x: bubbleLeft, y: r))
        path.addQuadCurve(to: CGPoint(x: bubbleLeft + r, y: 0), controlPoint: CGPoint(x: bubbleLeft, y: 0))
        path.close()
        return path
    }
}
