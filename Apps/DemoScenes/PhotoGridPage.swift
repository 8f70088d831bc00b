import UIKit

/// Page 7: a photo-like grid: 600 tiles in a `UICollectionView` with a flow layout (as
/// many columns as fit, the rows spread edge to edge), each a picture drawn at run time
/// with a caption; tap one to select it.
public final class PhotoGridPage: UIView, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    public let collectionView: UICollectionView
    static let itemCount = 600

    public override init(frame: CGRect) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 140, height: 140)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(frame: frame)
        backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.itemCount
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.show(index: indexPath.item)
        return cell
    }
}

/// A tile of the grid: a picture (a sky over hills, its colours by index) and a caption.
private final class PhotoCell: UICollectionViewCell {
    private let picture = UIImageView()
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        picture.contentMode = .scaleAspectFill
        picture.clipsToBounds = true
        picture.layer.cornerRadius = 8
        caption.font = .systemFont(ofSize: 12, weight: .medium)
        caption.textColor = .white
        contentView.addSubview(picture)
        contentView.addSubview(caption)
        let highlight = UIView()
        highlight.backgroundColor = UIColor(white: 0, alpha: 0.3)
        highlight.layer.cornerRadius = 8
        selectedBackgroundView = highlight
        bringSubviewToFront(highlight)
    }

    required init?(coder: NSCoder) { nil }

    func show(index: Int) {
        picture.image = Self.picture(hue: CGFloat(index % 24) / 24)
        caption.text = "IMG_\(4000 + index)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        picture.frame = contentView.bounds
        caption.frame = CGRect(x: 8, y: bounds.height - 22, width: bounds.width - 16, height: 16)
    }

    /// The 24 pictures, drawn once each.
    private static var pictures: [CGFloat: UIImage] = [:]

    private static func picture(hue: CGFloat) -> UIImage {
        if let made = pictures[hue] { return made }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 140, height: 140))
        let image = renderer.image { context in
            let cg = context.cgContext
            let colors = [UIColor(hue: hue, saturation: 0.45, brightness: 0.95, alpha: 1).cgColor,
                          UIColor(hue: hue, saturation: 0.8, brightness: 0.6, alpha: 1).cgColor]
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
                cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 140), options: [])
            }
            UIColor(hue: (hue + 0.3).truncatingRemainder(dividingBy: 1), saturation: 0.5, brightness: 0.45, alpha: 1).setFill()
            let hill = UIBezierPath()
            hill.move(to: CGPoint(x: 0, y: 140))
            hill.addQuadCurve(to: CGPoint(x: 140, y: 140), controlPoint: CGPoint(x: 50 + hue * 40, y: 60))
            hill.close()
            hill.fill()
        }
        pictures[hue] = image
        return image
    }
}
