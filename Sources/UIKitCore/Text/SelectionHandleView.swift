import Foundation

/// A grab point at one end of a text selection, as iOS draws it: a thin stem the height of
/// the line in the tint colour, with a round knob above the start or below the end. A
/// finger that comes down on it drags that end of the selection.
@MainActor
final class SelectionHandleView: UIView {
    let isStart: Bool
    private let stem = UIView()
    private let knob = UIView()
    static let knobSize: CGFloat = 10

    init(isStart: Bool) {
        self.isStart = isStart
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        knob.layer.cornerRadius = Self.knobSize / 2
        addSubview(stem)
        addSubview(knob)
        isHidden = true
    }

    /// Vitrine does not decode archives (nibs, storyboards): returns nil.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Places the handle along the caret line from `top`, `height` points tall, at `x`.
    func place(x: CGFloat, top: CGFloat, height: CGFloat, color: UIColor) {
        let size = Self.knobSize
        frame = CGRect(x: x - size / 2, y: top - (isStart ? size : 0), width: size, height: height + size)
        stem.frame = CGRect(x: size / 2 - 1, y: isStart ? size : 0, width: 2, height: height)
        knob.frame = CGRect(x: 0, y: isStart ? 0 : height, width: size, height: size)
        stem.backgroundColor = color
        knob.backgroundColor = color
        isHidden = false
    }
}
