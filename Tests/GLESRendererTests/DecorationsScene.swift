import UIKit

/// What the GPU draws itself rather than copying pixels: rounded and masked corners,
/// continuous corners, borders, shadows, opacity, rotation and scale, rounded clips of
/// subviews, a layer mask, drawn content and text.
final class DecorationsScene: UIView {
    let card = UIView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        card.frame = CGRect(x: 24, y: 24, width: 200, height: 120)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        addSubview(card)

        let bordered = UIView(frame: CGRect(x: 250, y: 24, width: 160, height: 120))
        bordered.backgroundColor = .white
        bordered.layer.borderWidth = 3
        bordered.layer.borderColor = UIColor.systemRed.cgColor
        bordered.layer.cornerRadius = 24
        bordered.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        addSubview(bordered)

        let turned = UIView(frame: CGRect(x: 440, y: 40, width: 100, height: 80))
        turned.backgroundColor = .systemGreen
        turned.layer.cornerRadius = 10
        turned.transform = CGAffineTransform(rotationAngle: .pi / 7).scaledBy(x: 1.2, y: 0.9)
        turned.alpha = 0.7
        addSubview(turned)

        let clip = UIView(frame: CGRect(x: 24, y: 180, width: 180, height: 140))
        clip.backgroundColor = .systemYellow
        clip.layer.cornerRadius = 40
        clip.clipsToBounds = true
        let inner = UIView(frame: CGRect(x: -20, y: 60, width: 240, height: 50))
        inner.backgroundColor = .systemPurple
        clip.addSubview(inner)
        addSubview(clip)

        let masked = UIView(frame: CGRect(x: 250, y: 180, width: 140, height: 140))
        masked.backgroundColor = .systemOrange
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 120, height: 120), transform: nil)
        masked.layer.mask = circle
        addSubview(masked)

        let continuous = UIView(frame: CGRect(x: 420, y: 180, width: 120, height: 120))
        continuous.backgroundColor = .systemTeal
        continuous.layer.cornerRadius = 30
        continuous.layer.cornerCurve = .continuous
        addSubview(continuous)

        label.frame = CGRect(x: 24, y: 340, width: 300, height: 40)
        label.text = "GPU and CPU, same pixels"
        label.font = .systemFont(ofSize: 24, weight: .semibold)
        addSubview(label)

        let image = UIImageView(image: UIImage(systemName: "star.fill"))
        image.frame = CGRect(x: 340, y: 340, width: 48, height: 48)
        image.tintColor = .systemPink
        image.transform = CGAffineTransform(rotationAngle: 0.3)
        addSubview(image)

        let button = UIButton(configuration: .filled())
        button.setTitle("Filled button", for: .normal)
        button.frame = CGRect(x: 420, y: 330, width: 160, height: 50)
        addSubview(button)
    }

    required init?(coder: NSCoder) { nil }
}
