import Foundation
import Logging

/// The image picker's album: the library folder's PNG and JPEG files, oldest first as iOS
/// orders photos, as square thumbnails four a row (more on a wide screen) two points apart;
/// "No Photos" when the folder has none. A tap picks the image at its full size.
@MainActor
final class PhotoAlbumController: UICollectionViewController {
    var onPick: (URL, UIImage) -> Void = { _, _ in }
    var onCancel: () -> Void = {}

    private var files: [URL] = []
    /// Thumbnails made so far, by file: each is decoded once.
    private var thumbnails: [URL: UIImage] = [:]
    private let emptyLabel = UILabel()
    private let logger = Logger(label: "vitrine.imagepicker")
    private static let spacing: CGFloat = 2

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.onCancel() })
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        emptyLabel.text = "No Photos"
        emptyLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        collectionView.addSubview(emptyLabel)
        files = Self.images(in: UIImagePickerController.libraryFolder, logger: logger)
        emptyLabel.isHidden = !files.isEmpty
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = collectionView.bounds.width
        emptyLabel.frame = collectionView.bounds
        let columns = max(4, Int(width / 120))
        let side = ((width - Self.spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    /// The PNG and JPEG files of `folder`, oldest first (then by name); none, logged, when
    /// it cannot be read.
    static func images(in folder: URL, logger: Logger) -> [URL] {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
        let found: [URL]
        do {
            found = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        } catch {
            logger.notice("UIImagePickerController: the photo library \(folder.path) cannot be read (\(error.localizedDescription)); set VITRINE_PHOTO_LIBRARY to a folder of images")
            return []
        }
        let images = found.filter { ["png", "jpg", "jpeg"].contains($0.pathExtension.lowercased()) }
        let dates = Dictionary(uniqueKeysWithValues: images.map {
            ($0, (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast)
        })
        return images.sorted { dates[$0]! != dates[$1]! ? dates[$0]! < dates[$1]! : $0.lastPathComponent < $1.lastPathComponent }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { files.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.imageView.image = thumbnail(of: files[indexPath.item], side: cell.bounds.width)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let file = files[indexPath.item]
        guard let image = UIImage(contentsOfFile: file.path) else {
            logger.error("UIImagePickerController: \(file.lastPathComponent) cannot be decoded; not picked")
            return
        }
        onPick(file, image)
    }

    private func thumbnail(of file: URL, side: CGFloat) -> UIImage? {
        if let made = thumbnails[file] { return made }
        let scale = traitCollection.displayScale
        let made = UIImage(contentsOfFile: file.path)?.preparingThumbnail(of: CGSize(width: side * scale, height: side * scale))
        thumbnails[file] = made
        return made
    }

    /// A square thumbnail, filled.
    final class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.frame = contentView.bounds
            imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) { nil }
    }
}
