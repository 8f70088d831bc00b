import UIKit

/// Page 5: touch. Tiles to drag (pan), a picture to pinch and turn with two fingers, a
/// tap counter, and a finger-painting canvas with a button that clears it. Every target
/// is at least 44 points, for a finger on a kiosk.
public final class TouchPage: UIView, UIGestureRecognizerDelegate {
    private let header = UILabel()
    /// The tiles that follow a dragging finger.
    public private(set) var tiles: [UIView] = []
    /// The picture that pinches and turns.
    public let picture: UIImageView
    /// Counts its taps.
    public let tapCounter = UILabel()
    /// Where fingers paint.
    public let canvas = PaintingCanvas()
    private let clearButton = UILabel()
    /// Taps the counter has counted.
    public private(set) var taps = 0
    private var laidOutSize = CGSize.zero

    public override init(frame: CGRect) {
        picture = UIImageView(image: LabelsAndImagesPage.makeSampleImage())
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.96, alpha: 1)

        header.text = "Drag the tiles · pinch and turn the picture · tap · paint"
        header.font = .boldSystemFont(ofSize: 24)
        header.textColor = .white
        header.backgroundColor = UIColor(red: 0.15, green: 0.17, blue: 0.22, alpha: 1)
        header.textAlignment = .center
        addSubview(header)

        picture.isUserInteractionEnabled = true
        picture.isMultipleTouchEnabled = true
        let pinch = UIPinchGestureRecognizer(target: self, action: TouchPage.handlePinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: TouchPage.handleRotation)
        pinch.delegate = self
        rotation.delegate = self
        picture.addGestureRecognizer(pinch)
        picture.addGestureRecognizer(rotation)
        addSubview(picture)

        let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen]
        for (index, color) in colors.enumerated() {
            let tile = UILabel()
            tile.text = "\(index + 1)"
            tile.font = .boldSystemFont(ofSize: 40)
            tile.textColor = .white
            tile.textAlignment = .center
            tile.backgroundColor = color
            tile.layer.cornerRadius = 16
            tile.isUserInteractionEnabled = true
            tile.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: TouchPage.handlePan))
            tiles.append(tile)
            addSubview(tile)
        }

        tapCounter.text = "Tap me: 0"
        tapCounter.font = .boldSystemFont(ofSize: 30)
        tapCounter.textColor = .white
        tapCounter.textAlignment = .center
        tapCounter.backgroundColor = .systemBlue
        tapCounter.layer.cornerRadius = 12
        tapCounter.isUserInteractionEnabled = true
        tapCounter.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TouchPage.handleTap))
        addSubview(tapCounter)

        clearButton.text = "Clear"
        clearButton.font = .systemFont(ofSize: 26)
        clearButton.textAlignment = .center
        clearButton.backgroundColor = .white
        clearButton.layer.cornerRadius = 12
        clearButton.isUserInteractionEnabled = true
        clearButton.addGestureRecognizer(UITapGestureRecognizer(target: canvas, action: PaintingCanvas.clear))
        addSubview(clearButton)

        canvas.layer.cornerRadius = 8
        canvas.clipsToBounds = true
        addSubview(canvas)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        // Only a new size lays out again: dragged tiles and the turned picture stay put.
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        let headerHeight: CGFloat = 64, margin: CGFloat = 20
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: headerHeight)
        let half = (bounds.width - 3 * margin) / 2
        let left = margin, right = 2 * margin + half, top = headerHeight + margin
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: left + CGFloat(index) * 130, y: top, width: 110, height: 110)
        }
        picture.transform = .identity
        picture.frame = CGRect(x: 0, y: 0, width: 240, height: 150)
        picture.center = CGPoint(x: left + half / 2, y: (top + 130 + bounds.height) / 2)
        tapCounter.frame = CGRect(x: right, y: top, width: half - 140, height: 80)
        clearButton.frame = CGRect(x: right + half - 120, y: top, width: 120, height: 80)
        canvas.frame = CGRect(x: right, y: top + 100, width: half, height: max(0, bounds.height - top - 100 - margin))
    }

    // MARK: Gestures

    private func handlePan(_ sender: UIPanGestureRecognizer) {
        guard let tile = sender.view else { return }
        let translation = sender.translation(in: self)
        tile.center = CGPoint(x: tile.center.x + translation.x, y: tile.center.y + translation.y)
        sender.setTranslation(.zero, in: self)
        if sender.state == .began { bringSubviewToFront(tile) }
    }

    private func handlePinch(_ sender: UIPinchGestureRecognizer) {
        picture.transform = picture.transform.scaledBy(x: sender.scale, y: sender.scale)
        sender.scale = 1
    }

    private func handleRotation(_ sender: UIRotationGestureRecognizer) {
        picture.transform = picture.transform.rotated(by: sender.rotation)
        sender.rotation = 0
    }

    private func handleTap() {
        taps += 1
        tapCounter.text = "Tap me: \(taps)"
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        // Pinch and turn the picture at once.
        gestureRecognizer.view === picture && otherGestureRecognizer.view === picture
    }
}
