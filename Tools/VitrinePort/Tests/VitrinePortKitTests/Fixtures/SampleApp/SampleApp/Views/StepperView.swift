import UIKit

@objc protocol StepperViewDelegate: AnyObject {
    func stepperView(_ stepperView: StepperView, didChangeBy delta: Int)
    @objc optional func stepperViewDidReachLimit(_ stepperView: StepperView)
}

/// Two buttons, minus and plus, that tell their delegate.
@IBDesignable
class StepperView: UIView {
    weak var delegate: StepperViewDelegate?
    @IBInspectable var limit: Int = 10
    private var total = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let minus = UIButton(type: .system)
        minus.setTitle("−", for: .normal)
        minus.addTarget(self, action: #selector(step(_:)), for: .touchUpInside)
        minus.tag = -1
        let plus = UIButton(type: .system)
        plus.setTitle("+", for: .normal)
        plus.addTarget(self, action: #selector(step(_:)), for: .touchUpInside)
        plus.tag = 1
        let stack = UIStackView(arrangedSubviews: [minus, plus])
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func step(_ sender: UIButton) {
        guard abs(total + sender.tag) <= limit else {
            delegate?.stepperViewDidReachLimit?(self)
            return
        }
        total += sender.tag
        delegate?.stepperView(self, didChangeBy: sender.tag)
    }
}
