import Foundation
import Testing
import UIKitCore

/// Nibs compile and are accepted, and say they are not supported.
@MainActor
@Suite("UINib")
struct UINibTests {
    // UINib.instantiate(withOwner:options:) returns "an array containing the top-level
    // objects from the nib file": Vitrine reads no nibs, so there are none.
    @Test func instantiatingGivesNoObjects() {
        let nib = UINib(nibName: "ProfileCell", bundle: nil)
        #expect(nib.instantiate(withOwner: nil, options: nil).isEmpty)
        #expect(nib.instantiate(withOwner: self, options: [.externalObjects: [String: Any]()]).isEmpty)
        #expect(UINib(data: Data([1, 2, 3]), bundle: .main).instantiate(withOwner: nil).isEmpty)
    }

    // UITableView.register(_:forCellReuseIdentifier:) with a nib and the collection view's
    // equivalents are accepted; dequeuing then gives a plain cell, as for any identifier
    // without a class.
    @Test func tablesAndCollectionsAcceptNibs() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "cell")
        table.register(UINib(nibName: "Header", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0)).reuseIdentifier == "cell")
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "Cell", bundle: nil), forCellWithReuseIdentifier: "cell")
        collection.register(UINib(nibName: "Header", bundle: nil), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
    }
}
