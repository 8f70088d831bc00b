import UIKit

class GalleryViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.caption.text = "Photo \(indexPath.item)"
        return cell
    }
}

// `override init(frame:)`, not `required`: as on iOS.
class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
        contentView.layer.addSublayer(GlowLayer())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// `override init()` on a layer, as on iOS.
class GlowLayer: CALayer {
    override init() {
        super.init()
        shadowOpacity = 0.3
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
