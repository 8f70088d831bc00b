import Foundation

/// The Spectrum tab of the colour picker: every hue across, pale at the top, full in the
/// middle and dark at the bottom, in a rectangle with rounded corners. A round loupe marks
/// the selected colour; it grows while the user drags it, and each position it passes is
/// a colour picked.
@MainActor
final class ColorSpectrumView: UIView {
    /// The loupe's diameter at rest and while dragged.
    static let loupeSide: CGFloat = 30
    static let draggedLoupeSide: CGFloat = 52

    private let field = UIView()
    let loupe = UIView()
    private var fieldSize: CGSize = .zero
    /// Where the loupe sits, in unit coordinates of the field (x: hue, y: pale to dark).
    var position = CGPoint(x: 0.5, y: 0.5) { didSet { setNeedsLayout() } }
    /// The user dragged the loupe to a colour (`continuously` while the finger is down).
    var onPick: ((UIColor, Bool) -> Void)?
    /// Whether a finger is dragging the loupe.
    private(set) var isDragging = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.layer.cornerRadius = 8
        field.clipsToBounds = true
        field.isUserInteractionEnabled = false
        field.layer.contentsGravity = .resize
        addSubview(field)
        loupe.isUserInteractionEnabled = false
        loupe.layer.borderWidth = 3
        loupe.layer.borderColor = UIColor.white.cgColor
        loupe.layer.shadowColor = UIColor.black.cgColor
        loupe.layer.shadowOpacity = 0.3
        loupe.layer.shadowRadius = 4
        loupe.layer.shadowOffset = CGSize(width: 0, height: 1)
        addSubview(loupe)
        let pan = UIPanGestureRecognizer(target: self, action: ColorSpectrumView.dragged)
        addGestureRecognizer(pan)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: ColorSpectrumView.tapped))
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Colours

    /// The hue at the field's left edge: the grid's first column, so both tabs run alike.
    private static let firstHue: CGFloat = 199 / 360

    /// The colour at unit position `point`.
    static func color(at point: CGPoint) -> UIColor {
        let (hue, saturation, brightness) = hsb(at: point)
        return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    private static func hsb(at point: CGPoint) -> (CGFloat, CGFloat, CGFloat) {
        let x = min(max(point.x, 0), 1), y = min(max(point.y, 0), 1)
        let hue = (firstHue + x).truncatingRemainder(dividingBy: 1)
        // The top half gains saturation towards the middle; the bottom half loses brightness.
        if y <= 0.5 { return (hue, y / 0.5, 1) }
        return (hue, 1, 1 - (y - 0.5) / 0.5 * 0.9)
    }

    /// Where `color` lies in the field (its nearest position), in unit coordinates.
    static func position(of color: UIColor) -> CGPoint {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        var x = (hue - firstHue).truncatingRemainder(dividingBy: 1)
        if x < 0 { x += 1 }
        let y = saturation < 0.999 ? saturation * 0.5 : 0.5 + (1 - brightness) / 0.9 * 0.5
        return CGPoint(x: x, y: min(max(y, 0), 1))
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        field.frame = bounds
        if fieldSize != bounds.size {
            fieldSize = bounds.size
            field.layer.contents = Self.fieldImage(size: bounds.size)
        }
        let color = Self.color(at: position)
        loupe.backgroundColor = color
        let side = loupe.bounds.width > 0 ? loupe.bounds.width : Self.loupeSide
        loupe.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        loupe.layer.cornerRadius = side / 2
        loupe.center = CGPoint(x: position.x * bounds.width, y: position.y * bounds.height)
    }

    /// The field drawn one pixel per point; the layer stretches it smoothly to the screen's scale.
    private static func fieldImage(size: CGSize) -> CGImage? {
        let width = max(Int(size.width.rounded()), 1), height = max(Int(size.height.rounded()), 1)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
              let data = context.data else { return nil }
        // Rows may be padded: step by the context's stride.
        let rowWords = context.bytesPerRow / 4
        let pixels = data.bindMemory(to: UInt32.self, capacity: rowWords * height)
        for row in 0..<height {
            for column in 0..<width {
                let point = CGPoint(x: (CGFloat(column) + 0.5) / CGFloat(width), y: (CGFloat(row) + 0.5) / CGFloat(height))
                let (hue, saturation, brightness) = hsb(at: point)
                let (red, green, blue) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
                pixels[row * rowWords + column] = 0xFF00_0000 | UInt32(red * 255 + 0.5) << 16 | UInt32(green * 255 + 0.5) << 8
                    | UInt32(blue * 255 + 0.5)
            }
        }
        context.flush()
        return context.makeImage()
    }

    // MARK: Dragging

    private func unitPosition(_ point: CGPoint) -> CGPoint {
        guard bounds.width > 0, bounds.height > 0 else { return position }
        return CGPoint(x: min(max(point.x / bounds.width, 0), 1), y: min(max(point.y / bounds.height, 0), 1))
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        position = unitPosition(recognizer.location(in: self))
        onPick?(Self.color(at: position), false)
    }

    private func dragged(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            if recognizer.state == .began {
                isDragging = true
                setLoupeSide(Self.draggedLoupeSide)
            }
            position = unitPosition(recognizer.location(in: self))
            onPick?(Self.color(at: position), true)
        case .ended, .cancelled, .failed:
            isDragging = false
            setLoupeSide(Self.loupeSide)
            // "A continuous selection is always followed by a noncontinuous one."
            onPick?(Self.color(at: position), false)
        default:
            break
        }
    }

    private func setLoupeSide(_ side: CGFloat) {
        UIView.animate(withDuration: 0.2) {
            self.loupe.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            self.loupe.layer.cornerRadius = side / 2
        }
    }
}
