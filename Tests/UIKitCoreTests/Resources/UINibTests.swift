import Foundation
import Testing
@testable import UIKitCore

/// Nibs made in code (`UINib.register(name:instantiate:)`, what code generated from a
/// `.xib` calls) behave as UINib, Bundle.loadNibNamed, UIViewController(nibName:bundle:)
/// and the nib registrations of tables and collection views do on iOS.
@MainActor
@Suite("UINib", .serialized)
struct UINibTests {
    /// A view a nib holds, with an outlet the nib connects and a log of awakeFromNib.
    final class ProfileView: UIView {
        var nameLabel: UILabel?
        var awoke = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke += 1
        }
    }

    /// A file's owner with an outlet.
    final class Owner {
        var profile: ProfileView?
    }

    /// What generated nib code does: makes the objects, connects the owner's outlets, then
    /// sends awakeFromNib.
    static func registerProfile() {
        UINib.register(name: "NibTestsProfile") { owner in
            let view = ProfileView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
            let label = UILabel()
            view.addSubview(label)
            view.nameLabel = label
            (owner as? Owner)?.profile = view
            view.awakeFromNib()
            return [view]
        }
    }

    // UINib.instantiate(withOwner:options:): "an array containing the top-level objects
    // from the nib file"; the owner's outlets are connected
    // (https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)).
    @Test func instantiatingSetsTheOwnersOutlets() throws {
        Self.registerProfile()
        let owner = Owner()
        let objects = UINib(nibName: "NibTestsProfile", bundle: nil).instantiate(withOwner: owner, options: nil)
        let view = try #require(objects.first as? ProfileView)
        #expect(objects.count == 1)
        #expect(owner.profile === view)
        #expect(view.nameLabel?.superview === view)
        #expect(view.awoke == 1)
        // Each instantiation makes new objects.
        let again = UINib(nibName: "NibTestsProfile", bundle: .main).instantiate(withOwner: nil)
        #expect((again.first as? ProfileView) !== view)
    }

    // Registering a name again replaces its nib; a nib nothing registered (and a nib of
    // data, which Vitrine does not read) gives no objects, logged.
    @Test func reregisteringReplacesAndUnknownNibsAreEmpty() {
        UINib.register(name: "NibTestsReplaced") { _ in [UIView()] }
        UINib.register(name: "NibTestsReplaced") { _ in [UILabel(), UILabel()] }
        #expect(UINib(nibName: "NibTestsReplaced", bundle: nil).instantiate(withOwner: nil).count == 2)
        #expect(UINib(nibName: "NibTestsNoSuchNib", bundle: nil).instantiate(withOwner: nil).isEmpty)
        #expect(UINib(data: Data([1, 2, 3]), bundle: .main).instantiate(withOwner: nil).isEmpty)
    }

    // Bundle.loadNibNamed(_:owner:options:): "Unarchives the contents of a nib file" and
    // returns its top-level objects; iOS raises for a nib it cannot find, Vitrine logs and
    // returns nil (https://developer.apple.com/documentation/foundation/bundle/loadnibnamed(_:owner:options:)).
    @Test func loadNibNamed() throws {
        Self.registerProfile()
        let owner = Owner()
        let objects = try #require(Bundle.main.loadNibNamed("NibTestsProfile", owner: owner))
        #expect(objects.first as? ProfileView === owner.profile)
        #expect(Bundle.main.loadNibNamed("NibTestsNoSuchNib", owner: nil) == nil)
    }

    // awakeFromNib(): sent by the nib-loading code, never by UIKit to objects made in code
    // (https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib).
    @Test func awakeFromNibIsOverridableAndNotCalledForCodeMadeObjects() {
        let view = ProfileView(frame: .zero)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.awoke == 0)
        view.awakeFromNib()
        #expect(view.awoke == 1)
        // UIView.prepareForInterfaceBuilder() exists to override; nothing calls it.
        view.prepareForInterfaceBuilder()
    }

    // MARK: View controllers

    /// The nib's view, which the owner's "view" outlet gets.
    final class NibRootView: UIView {}

    final class NibTestsDetailViewController: UIViewController {}
    final class NibTestsSummaryViewController: UIViewController {}

    static func registerControllerNib(_ name: String, tag: Int) {
        UINib.register(name: name) { owner in
            let root = NibRootView()
            root.tag = tag
            (owner as? UIViewController)?.view = root
            return [root]
        }
    }

    // init(nibName:bundle:) keeps the name and bundle (nibName: "This property contains
    // the value specified at initialization time"), and loadView() loads the view from that
    // nib, the controller being its owner
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname).
    @Test func aControllerLoadsItsViewFromItsNib() throws {
        Self.registerControllerNib("NibTestsDetailScreen", tag: 1)
        let controller = UIViewController(nibName: "NibTestsDetailScreen", bundle: .main)
        #expect(controller.nibName == "NibTestsDetailScreen")
        #expect(controller.nibBundle === Bundle.main)
        #expect(controller.view is NibRootView)
        #expect(controller.view.tag == 1)
        // A nib that sets no view leaves the controller a plain view (logged).
        UINib.register(name: "NibTestsNoView") { _ in [] }
        let empty = UIViewController(nibName: "NibTestsNoView", bundle: nil)
        #expect(type(of: empty.view!) == UIView.self)
        // No nib: a plain view, as before.
        #expect(UIViewController().nibName == nil)
        #expect(type(of: UIViewController().view!) == UIView.self)
    }

    // With no nib name, "it looks (in order) for a nib file with one of the following
    // names: If the view controller class name ends with the word 'Controller' ... the class
    // name without the word 'Controller' ... [then] the name of the view controller class"
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname).
    @Test func aControllerWithoutANibNameFindsTheNibNamedAfterItsClass() throws {
        Self.registerControllerNib("NibTestsDetailViewController", tag: 2)
        let detail = NibTestsDetailViewController()
        #expect(detail.nibName == "NibTestsDetailViewController")
        #expect(detail.view.tag == 2)

        Self.registerControllerNib("NibTestsSummaryViewController", tag: 3)
        Self.registerControllerNib("NibTestsSummaryView", tag: 4)
        let summary = NibTestsSummaryViewController(nibName: nil, bundle: nil)
        #expect(summary.nibName == "NibTestsSummaryView")
        #expect(summary.view.tag == 4)
    }

    // MARK: Cells

    final class NibTableCell: UITableViewCell {
        var badge: UILabel?
    }

    final class NibCollectionCell: UICollectionViewCell {}
    final class NibHeader: UICollectionReusableView {}

    // register(_:forCellReuseIdentifier:) with a nib: "the table view ... instantiates the
    // cell from the nib" when none waits for reuse; a nil nib unregisters
    // (https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-4ndmh).
    @Test func tablesDequeueCellsFromRegisteredNibs() throws {
        UINib.register(name: "NibTestsTableCell") { _ in
            let cell = NibTableCell(style: .subtitle, reuseIdentifier: nil)
            cell.badge = UILabel()
            return [UIView(), cell]
        }
        UINib.register(name: "NibTestsHeader") { _ in [UITableViewHeaderFooterView(reuseIdentifier: nil)] }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.register(UINib(nibName: "NibTestsTableCell", bundle: nil), forCellReuseIdentifier: "cell")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0)) as? NibTableCell)
        #expect(cell.reuseIdentifier == "cell")
        #expect(cell.badge != nil)
        #expect(cell.detailTextLabel != nil)
        table.register(UINib(nibName: "NibTestsHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header")?.reuseIdentifier == "header")

        // A nib without a cell: a plain cell, logged, so the table keeps going.
        UINib.register(name: "NibTestsNoCell") { _ in [UILabel()] }
        table.register(UINib(nibName: "NibTestsNoCell", bundle: nil), forCellReuseIdentifier: "broken")
        let fallback = table.dequeueReusableCell(withIdentifier: "broken", for: IndexPath(row: 0, section: 0))
        #expect(type(of: fallback) == UITableViewCell.self)
        #expect(fallback.reuseIdentifier == "broken")

        // A class registered later replaces the nib; a nil nib unregisters.
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        #expect(!(table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0)) is NibTableCell))
        table.register(UINib(nibName: "NibTestsTableCell", bundle: nil), forCellReuseIdentifier: "cell")
        table.register(nil as UINib?, forCellReuseIdentifier: "cell")
        #expect(!(table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0)) is NibTableCell))
    }

    /// Vitrine: a storyboard's prototype cell is a nib kept by its table only (its segue
    /// belongs to one view controller), registered under no name.
    @Test func aNibMadeInCodeIsKeptByItsObjectOnly() throws {
        var made = 0
        let nib = UINib(name: "Main.storyboard#cell") { _ in
            made += 1
            return [NibTableCell(style: .value1, reuseIdentifier: nil)]
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.register(nib, forCellReuseIdentifier: "prototype")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "prototype", for: IndexPath(row: 0, section: 0)) as? NibTableCell)
        #expect(cell.reuseIdentifier == "prototype")
        #expect(made == 1)
        #expect(UINib(nibName: "Main.storyboard#cell", bundle: nil).instantiate(withOwner: nil).isEmpty)
    }

    // UICollectionView.register(_:forCellWithReuseIdentifier:) and
    // register(_:forSupplementaryViewOfKind:withReuseIdentifier:) with nibs, and
    // CellRegistration(cellNib:handler:)
    // (https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-1ns0e,
    // .../uicollectionview/cellregistration/init(cellnib:handler:)).
    @Test func collectionViewsDequeueCellsFromRegisteredNibs() throws {
        UINib.register(name: "NibTestsCollectionCell") { _ in
            let cell = NibCollectionCell(frame: .zero)
            cell.tag = 7
            return [cell]
        }
        UINib.register(name: "NibTestsCollectionHeader") { _ in
            let header = NibHeader(frame: .zero)
            header.tag = 7
            return [header]
        }
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 50, height: 20)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collection.register(UINib(nibName: "NibTestsCollectionCell", bundle: nil), forCellWithReuseIdentifier: "cell")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(cell.tag == 7)
        #expect(cell.reuseIdentifier == "cell")
        collection.register(UINib(nibName: "NibTestsCollectionHeader", bundle: nil),
                            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let header = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        #expect(header.tag == 7)
        #expect(header.reuseIdentifier == "header")

        var configured: [IndexPath] = []
        let registration = UICollectionView.CellRegistration<NibCollectionCell, String>(
            cellNib: UINib(nibName: "NibTestsCollectionCell", bundle: nil)) { _, indexPath, _ in configured.append(indexPath) }
        let registered = collection.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 1, section: 0), item: "one")
        #expect(configured == [IndexPath(item: 1, section: 0)])
        #expect(registered.tag == 7)
        let supplementary = UICollectionView.SupplementaryRegistration<NibHeader>(
            supplementaryNib: UINib(nibName: "NibTestsCollectionHeader", bundle: nil),
            elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
        #expect(collection.dequeueConfiguredReusableSupplementary(using: supplementary, for: IndexPath(item: 0, section: 0))
            .tag == 7)

        collection.register(nil as UINib?, forCellWithReuseIdentifier: "cell")
        #expect(collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0)).tag == 0)
    }
}
