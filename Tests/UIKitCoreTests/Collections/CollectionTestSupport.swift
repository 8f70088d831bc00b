import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// A data source of `counts[section]` plain cells (hued tiles), with headers and footers
/// from `supplementaryIdentifier` when given, recording what the collection view asks.
@MainActor
final class CountingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var cellsAsked = 0
    var supplementariesAsked: [String] = []
    var selected: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsAsked += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        let hue = CGFloat((indexPath.item + indexPath.section * 5) % 12) / 12
        cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.92, alpha: 1)
        cell.contentView.layer.cornerRadius = 8
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        supplementariesAsked.append(kind)
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? TitleView)?.label.text = "\(kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer") \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A supplementary view with a label, counting how often it is made and reused.
@MainActor
final class TitleView: UICollectionReusableView {
    nonisolated(unsafe) static var made = 0
    let label = UILabel()
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
        label.font = .boldSystemFont(ofSize: 17)
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

@MainActor
enum CollectionScene {
    /// The scene's data source (collection views hold theirs weakly), kept until the next scene.
    static var source: CountingSource?

    /// A runtime with a window of `width` x `height` points holding a collection view with
    /// `layout`, filled by `source` (registered for "tile" cells and "title" headers and footers).
    static func make(layout: UICollectionViewLayout, source: CountingSource?, width: Int = 400, height: Int = 300,
                     scale: Int = 1) throws -> (VitrineRuntime, UICollectionView) {
        let display = HeadlessDisplay(pixelWidth: width * scale, pixelHeight: height * scale, scale: CGFloat(scale), clock: .stepped)
        let runtime = try VitrineRuntime(display: display)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
        Self.source = source
        if let source {
            collection.dataSource = source
            collection.delegate = source
        }
        window.addSubview(collection)
        runtime.stepFrames(1)
        return (runtime, collection)
    }

    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }
}

extension VitrineRuntime {
    /// A finger that comes down at `start` and moves by `distance` in `steps` moves a frame
    /// apart, the first two short (5 and 10 points) as a real finger's are: the scroll views'
    /// pans learn the drag's direction from them. The finger stays down.
    func drag(from start: CGPoint, by distance: CGPoint, steps: Int) {
        touchDown(at: start)
        stepFrames(1)
        let length = max((distance.x * distance.x + distance.y * distance.y).squareRoot(), 1)
        var fractions = [min(5 / length, 1), min(10 / length, 1)]
        for step in 1...max(steps, 1) { fractions.append(CGFloat(step) / CGFloat(max(steps, 1))) }
        for fraction in fractions {
            touchMove(to: CGPoint(x: start.x + distance.x * fraction, y: start.y + distance.y * fraction))
            stepFrames(1)
        }
    }
}
