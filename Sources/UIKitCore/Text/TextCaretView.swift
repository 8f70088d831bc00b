import Foundation

/// The blinking insertion point of a text control: solid while the user types or moves it,
/// then on and off every half second. The blink is a discrete opacity animation, so each
/// blink damages the caret's few pixels and nothing else.
@MainActor
final class TextCaretView: UIView {
    static let blinkKey = "blink"

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = 1
    }

    /// Vitrine does not decode archives (nibs, storyboards): returns nil.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the caret solid and starts the blink over (typing restarts it).
    func startBlinking() {
        layer.removeAnimation(forKey: Self.blinkKey)
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0]
        blink.keyTimes = [0, 0.5]
        blink.calculationMode = .discrete
        blink.duration = 1
        blink.repeatCount = .infinity
        blink.beginTime = CACurrentMediaTime() + 0.5
        blink.fillMode = .backwards
        layer.add(blink, forKey: Self.blinkKey)
    }

    func stopBlinking() {
        layer.removeAnimation(forKey: Self.blinkKey)
    }
}
