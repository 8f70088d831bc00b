import UIKit

/// A finger-painting surface: every finger draws its own stroke. Each move redraws only
/// the rectangle around the new segment (`setNeedsDisplay(_:)`), so painting costs the
/// same however much is already on the canvas.
public final class PaintingCanvas: UIView {
    /// The width of a stroke, in points.
    public var lineWidth: CGFloat = 8
    /// The color of new strokes.
    public var strokeColor = UIColor.systemIndigo

    private var strokes: [(color: UIColor, points: [CGPoint])] = []
    /// The stroke each finger on the canvas draws.
    private var activeStrokes: [ObjectIdentifier: Int] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        isMultipleTouchEnabled = true
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The strokes drawn so far.
    public var strokeCount: Int { strokes.count }

    /// Wipes the canvas.
    public func clear() {
        strokes = []
        activeStrokes = [:]
        setNeedsDisplay()
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let point = touch.location(in: self)
            activeStrokes[ObjectIdentifier(touch)] = strokes.count
            strokes.append((strokeColor, [point]))
            setNeedsDisplay(dirtyRect(from: point, to: point))
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = activeStrokes[ObjectIdentifier(touch)], let last = strokes[index].points.last else { continue }
            let point = touch.location(in: self)
            strokes[index].points.append(point)
            setNeedsDisplay(dirtyRect(from: last, to: point))
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { activeStrokes[ObjectIdentifier(touch)] = nil }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded(touches, with: event)
    }

    public override func draw(_ rect: CGRect) {
        let margin = lineWidth
        for stroke in strokes {
            let path = UIBezierPath()
            path.lineWidth = lineWidth
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            guard let first = stroke.points.first else { continue }
            path.move(to: first)
            // A dot for a stroke that did not move.
            path.addLine(to: stroke.points.count > 1 ? first : CGPoint(x: first.x + 0.01, y: first.y))
            for point in stroke.points.dropFirst() { path.addLine(to: point) }
            guard path.bounds.insetBy(dx: -margin, dy: -margin).intersects(rect) else { continue }
            stroke.color.setStroke()
            path.stroke()
        }
    }

    /// The rectangle a segment paints, round caps included.
    private func dirtyRect(from a: CGPoint, to b: CGPoint) -> CGRect {
        CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
            .insetBy(dx: -lineWidth, dy: -lineWidth)
    }
}
