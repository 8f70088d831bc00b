import Foundation

/// The colour picker's eyedropper (iOS 17): the sheet steps aside and the app's screen
/// shows, with a loupe in the middle that shows the colour under it. Dragging moves the
/// loupe; lifting the finger (or tapping) picks that colour and brings the sheet back.
/// Vitrine's app owns the whole display, so the "screen" is the presenting controller's
/// view, captured once when the eyedropper opens.
@MainActor
final class ColorEyedropperOverlay: UIView {
    static let loupeSide: CGFloat = 72
    /// The loupe sits above the finger so the finger does not hide it.
    static let loupeLift: CGFloat = 56

    private let screen = UIImageView()
    let loupe = UIView()
    /// The captured screen, which the loupe samples in place; nil when the memory for it
    /// could not be had (logged where it was refused): nothing is under the loupe then.
    private var pixels: PixelBuffer?
    /// Where the loupe samples, in the overlay's coordinates.
    private(set) var samplePoint: CGPoint = .zero
    /// The user chose a colour (nil: cancelled, nothing under the loupe).
    var onFinish: ((UIColor?) -> Void)?

    /// Captures `content` (the app's view, as it shows without the sheet) at one pixel per
    /// point, into the image the overlay shows; the loupe samples that image.
    init(capturing content: UIView, frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        capture(content)
        screen.frame = bounds
        addSubview(screen)
        loupe.isUserInteractionEnabled = false
        loupe.bounds = CGRect(x: 0, y: 0, width: Self.loupeSide, height: Self.loupeSide)
        loupe.layer.cornerRadius = Self.loupeSide / 2
        loupe.layer.borderWidth = 6
        loupe.layer.borderColor = UIColor.white.cgColor
        loupe.layer.shadowColor = UIColor.black.cgColor
        loupe.layer.shadowOpacity = 0.35
        loupe.layer.shadowRadius = 6
        addSubview(loupe)
        moveLoupe(to: CGPoint(x: bounds.midX, y: bounds.midY))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: ColorEyedropperOverlay.dragged))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: ColorEyedropperOverlay.tapped))
    }

    required init?(coder: NSCoder) { nil }

    private func capture(_ content: UIView) {
        let size = bounds.size
        UIGraphicsBeginImageContextWithOptions(size, true, 1)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(origin: .zero, size: size))
        content.drawHierarchy(in: CGRect(origin: .zero, size: content.bounds.size), afterScreenUpdates: true)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        screen.image = image
        pixels = image?.cgImage?.pixels
    }

    /// The colour of the captured screen at `point`, or nil outside it.
    func color(at point: CGPoint) -> UIColor? {
        guard let pixels, point.x.isFinite, point.y.isFinite, point.x >= 0, point.y >= 0,
              point.x < CGFloat(pixels.width), point.y < CGFloat(pixels.height) else { return nil }
        let word = pixels.premultipliedARGB(x: Int(point.x), y: Int(point.y))
        return UIColor(red: CGFloat(word >> 16 & 0xFF) / 255, green: CGFloat(word >> 8 & 0xFF) / 255,
                       blue: CGFloat(word & 0xFF) / 255, alpha: 1)
    }

    private func moveLoupe(to point: CGPoint) {
        samplePoint = CGPoint(x: min(max(point.x, 0), max(bounds.width - 1, 0)), y: min(max(point.y, 0), max(bounds.height - 1, 0)))
        loupe.center = CGPoint(x: samplePoint.x, y: max(samplePoint.y - Self.loupeLift, Self.loupeSide / 2))
        loupe.backgroundColor = color(at: samplePoint)
    }

    private func dragged(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            moveLoupe(to: recognizer.location(in: self))
        case .ended:
            moveLoupe(to: recognizer.location(in: self))
            onFinish?(color(at: samplePoint))
        case .cancelled, .failed:
            onFinish?(nil)
        default:
            break
        }
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        moveLoupe(to: recognizer.location(in: self))
        onFinish?(color(at: samplePoint))
    }
}
