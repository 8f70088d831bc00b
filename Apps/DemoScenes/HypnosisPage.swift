import UIKit

/// Page 1: the Hypnosis view full screen, with a caption on top.
public final class HypnosisPage: UIView {
    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        let hypnosis = HypnosisView(frame: bounds)
        hypnosis.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(hypnosis)

        let caption = UILabel(frame: CGRect(x: 0, y: bounds.height - 120, width: bounds.width, height: 120))
        caption.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        caption.text = "You are getting sleepy…"
        caption.font = .boldSystemFont(ofSize: 40)
        caption.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.5, alpha: 1)
        caption.textAlignment = .center
        caption.backgroundColor = UIColor(white: 1, alpha: 0.7)
        addSubview(caption)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}
