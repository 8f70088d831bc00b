import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UICollectionViewFlowLayout with `estimatedItemSize`: cells size themselves when they
/// show (their constraints, or their own `preferredLayoutAttributesFitting(_:)`), and the
/// rows flow around the measured sizes.
@Suite(.serialized)
@MainActor
struct FlowLayoutSelfSizingTests {
    /// A chip as wide as its constraints say (40 + 10 per letter), 30 points tall.
    final class ChipCell: UICollectionViewCell {
        var widthConstraint: NSLayoutConstraint?
        override init(frame: CGRect) {
            super.init(frame: frame)
            let body = UIView()
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            let width = body.widthAnchor.constraint(equalToConstant: 40)
            widthConstraint = width
            NSLayoutConstraint.activate([
                body.topAnchor.constraint(equalTo: contentView.topAnchor),
                body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                body.heightAnchor.constraint(equalToConstant: 30),
                width,
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    /// A full-width row that decides its own attributes, as apps override it.
    final class RowCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
            attributes.size = CGSize(width: 400, height: 64)
            return attributes
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let words = ["a", "bb", "cccccccccc", "dddddddddddddd", "e", "ffffffffffffffffffff"]
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? words.count : 3
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            if indexPath.section == 1 { return collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
            (cell as? ChipCell)?.widthConstraint?.constant = 40 + 10 * CGFloat(words[indexPath.item].count)
            return cell
        }
    }

    @Test func cellsSizeThemselvesAndRowsFlowAroundThem() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let (runtime, collection) = try CollectionScene.make(layout: layout, source: nil, height: 600)
        collection.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
        collection.register(RowCell.self, forCellWithReuseIdentifier: "row")
        let source = Source()
        collection.dataSource = source
        runtime.stepFrames(2)
        let frame = { (item: Int, section: Int) in collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        #expect(frame(0, 0)?.size == CGSize(width: 50, height: 30))
        #expect(frame(2, 0)?.size == CGSize(width: 140, height: 30))
        // a, bb, cccccccccc fit a row (50 + 60 + 140 + spacing); dddddddddddddd (180) wraps.
        #expect(frame(3, 0)?.minY == 40)
        #expect(frame(5, 0)?.size.width == 240)
        #expect(frame(0, 1)?.size == CGSize(width: 400, height: 64))
        #expect(frame(1, 1)?.minY == (frame(0, 1)?.maxY ?? 0) + 10)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.width == 140)
    }
}
