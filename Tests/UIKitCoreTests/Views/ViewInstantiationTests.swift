import Foundation
import Testing
@testable import UIKitCore

/// Registered cell and view classes are made as iOS makes them: collection view cells and
/// reusable views with the app's `override init(frame:)`, table cells with its
/// `override init(style:reuseIdentifier:)`, with no `required` initializer in the app's
/// declarations (UICollectionView.register(_:forCellWithReuseIdentifier:),
/// UITableView.register(_:forCellReuseIdentifier:)).
@MainActor
struct ViewInstantiationTests {
    static var initialized: [String] = []

    class BadgeCell: UICollectionViewCell {
        let badge = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(badge)
            ViewInstantiationTests.initialized.append("BadgeCell \(frame.size.width)")
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }
    // A subclass of a subclass: its own override and its parent's both run.
    class PriceBadgeCell: BadgeCell {
        var price = 42
        override init(frame: CGRect) {
            super.init(frame: frame)
            badge.text = "\(price)"
            ViewInstantiationTests.initialized.append("PriceBadgeCell")
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }
    // Inherits every initializer: the stored property still gets its default.
    class PlainPriceCell: PriceBadgeCell {
        var currency = "EUR"
    }
    class TitleCell: UITableViewCell {
        var titleStyle = "bold"
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            ViewInstantiationTests.initialized.append("TitleCell")
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }
    class SectionHeader: UICollectionReusableView {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }
    // A cell with an initializer of its own as well, as apps write for cells they also make
    // by hand: iOS accepts it; so must Vitrine.
    class ManualCell: UITableViewCell {
        let model: String
        init(model: String) {
            self.model = model
            super.init(style: .default, reuseIdentifier: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test func aCollectionViewCellSubclassOfASubclassRunsBothOverrides() throws {
        Self.initialized = []
        let cell = UIView.make(PriceBadgeCell.self, frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(type(of: cell) == PriceBadgeCell.self)
        #expect(Self.initialized == ["BadgeCell 80.0", "PriceBadgeCell"])
        #expect(cell.badge.text == "42")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(cell.badge.superview === cell.contentView)
        let plain = UIView.make(PlainPriceCell.self, frame: .zero)
        #expect(plain.currency == "EUR" && plain.price == 42)
    }

    @Test func aCollectionViewDequeuesTheRegisteredSubclass() throws {
        Self.initialized = []
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collectionView.register(PriceBadgeCell.self, forCellWithReuseIdentifier: "price")
        collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "price", for: IndexPath(item: 0, section: 0))
        let priced = try #require(cell as? PriceBadgeCell)
        #expect(priced.reuseIdentifier == "price")
        #expect(priced.badge.text == "42")
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                     withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        #expect((header as? SectionHeader)?.title.superview === header)
    }

    // "the table view calls init(style:reuseIdentifier:) ... with UITableViewCell.CellStyle.default"
    // (UITableView.dequeueReusableCell(withIdentifier:for:)).
    @Test func aTableDequeuesTheRegisteredSubclassThroughItsStyleInitializer() throws {
        Self.initialized = []
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(TitleCell.self, forCellReuseIdentifier: "title")
        let cell = try #require(tableView.dequeueReusableCell(withIdentifier: "title", for: IndexPath(row: 0, section: 0)) as? TitleCell)
        #expect(Self.initialized == ["TitleCell"])
        #expect(cell.titleStyle == "bold")
        #expect(cell.style == .subtitle)
        #expect(cell.reuseIdentifier == "title")
        #expect(ManualCell(model: "m").model == "m")
    }

    // Vitrine reads no archives: init(coder:) with a coder other than the
    // InterfaceBuilderCoder that storyboard code passes makes the object init(frame:) would
    // (UIView.init(coder:), https://developer.apple.com/documentation/uikit/uiview/init(coder:)),
    // rather than trapping on keyed calls a plain NSCoder does not implement.
    @Test func archivedCellsAndListsMakeDefaultObjects() {
        let coder = NSCoder()
        #expect(UITableViewCell(coder: coder)?.style == .default)
        let item = UICollectionViewCell(coder: coder)
        #expect(item != nil && item?.contentView.superview === item)
        #expect(UITableView(coder: coder)?.style == .plain)
        let scroller = UIScrollView(coder: coder)
        #expect(scroller != nil && scroller?.panGestureRecognizer.view === scroller)
    }
}
