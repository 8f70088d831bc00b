import Foundation

/// The card of a sheet: the presented view inside rounded corners, under an optional
/// grabber.
@MainActor
final class SheetCardView: UIView {
    private let grabber = UIView()
    private weak var content: UIView?

    func configure(content: UIView, cornerRadius: CGFloat, showsGrabber: Bool) {
        self.content = content
        layer.cornerRadius = cornerRadius
        layer.masksToBounds = true
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        grabber.isHidden = !showsGrabber
        // iOS's grabber: 36 x 5 points, 5 below the top edge, a translucent gray.
        grabber.backgroundColor = UIColor.tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content?.frame = bounds
        grabber.frame = CGRect(x: ((bounds.width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
    }
}
