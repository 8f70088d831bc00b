import Foundation

/// The balloon a phone keyboard shows above a pressed letter: a wider bubble with the
/// letter, joined by a neck to the key it grows out of.
@MainActor
final class KeyboardKeyPopupView: UIView {
    private let text: String
    private let palette: KeyboardPalette
    private let metrics: KeyboardMetrics
    private let leftReach: CGFloat
    private let rightReach: CGFloat
    private let bubbleHeight: CGFloat
    private let neck: CGFloat

    /// A pop-up for the key at `keyRect` (in the keyboard's coordinates, without its shadow
    /// line) on a keyboard `boardWidth` wide: the bubble reaches past the key on each side
    /// but not past the keyboard's edges.
    init(text: String, keyRect: CGRect, boardWidth: CGFloat, palette: KeyboardPalette, metrics: KeyboardMetrics) {
        self.text = text
        self.palette = palette
        self.metrics = metrics
        let reach = (keyRect.width * 0.33).rounded()
        leftReach = max(0, min(reach, keyRect.minX))
        rightReach = max(0, min(reach, boardWidth - keyRect.maxX))
        bubbleHeight = (keyRect.height * 1.3).rounded()
        neck = (keyRect.height * 0.25).rounded()
        let height = bubbleHeight + neck + keyRect.height
        super.init(frame: CGRect(x: keyRect.minX - leftReach, y: keyRect.maxY - height,
                                 width: keyRect.width + leftReach + rightReach, height: height + 1))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        Self.drawBalloon(outline(), palette: palette)
        let font = UIFont.systemFont(ofSize: (metrics.letterFontSize * 1.6).rounded())
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: palette.text]
        let size = (text as NSString).size(withAttributes: attributes)
        let bubbleMid = CGPoint(x: bounds.midX, y: bubbleHeight / 2 + 2)
        (text as NSString).draw(at: CGPoint(x: bubbleMid.x - size.width / 2, y: bubbleMid.y - size.height / 2),
                                withAttributes: attributes)
    }

    /// Fills a pop-up balloon as a key is drawn: the key's colour on a one-point shadow,
    /// with a hairline edge that keeps it apart from a white screen behind it.
    static func drawBalloon(_ shape: UIBezierPath, palette: KeyboardPalette) {
        palette.keyShadow.setFill()
        if let shadow = shape.copy() as? UIBezierPath {
            shadow.apply(CGAffineTransform(translationX: 0, y: 1))
            shadow.fill()
        }
        palette.letterKey.setFill()
        shape.fill()
        palette.keyShadow.withAlphaComponent(0.5).setStroke()
        shape.lineWidth = 0.5
        shape.stroke()
    }

    private func outline() -> UIBezierPath {
        let width = bounds.width, height = bounds.height - 1
        let r = metrics.cornerRadius + 3, keyR = metrics.cornerRadius
        let keyLeft = leftReach, keyRight = width - rightReach
        let neckBottom = bubbleHeight + neck
        let path = UIBezierPath()
        path.move(to: CGPoint(x: r, y: 0))
        path.addLine(to: CGPoint(x: width - r, y: 0))
        path.addQuadCurve(to: CGPoint(x: width, y: r), controlPoint: CGPoint(x: width, y: 0))
        path.addLine(to: CGPoint(x: width, y: bubbleHeight - r))
        path.addCurve(to: CGPoint(x: keyRight, y: neckBottom), controlPoint1: CGPoint(x: width, y: bubbleHeight + neck * 0.4),
                      controlPoint2: CGPoint(x: keyRight, y: bubbleHeight + neck * 0.4))
        path.addLine(to: CGPoint(x: keyRight, y: height - keyR))
        path.addQuadCurve(to: CGPoint(x: keyRight - keyR, y: height), controlPoint: CGPoint(x: keyRight, y: height))
        path.addLine(to: CGPoint(x: keyLeft + keyR, y: height))
        path.addQuadCurve(to: CGPoint(x: keyLeft, y: height - keyR), controlPoint: CGPoint(x: keyLeft, y: height))
        path.addLine(to: CGPoint(x: keyLeft, y: neckBottom))
        path.addCurve(to: CGPoint(x: 0, y: bubbleHeight - r), controlPoint1: CGPoint(x: keyLeft, y: bubbleHeight + neck * 0.4),
                      controlPoint2: CGPoint(x: 0, y: bubbleHeight + neck * 0.4))
        path.addLine(to: CGPoint(x: 0, y: r))
        path.addQuadCurve(to: CGPoint(x: r, y: 0), controlPoint: .zero)
        path.close()
        return path
    }
}
