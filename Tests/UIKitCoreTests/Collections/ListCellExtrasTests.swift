import Testing
@testable import UIKitCore

/// Cell backgrounds from UIBackgroundConfiguration, custom view accessories and the
/// layout-margin properties list apps set.
@MainActor
struct ListCellExtrasTests {
    // UIBackgroundConfiguration, listPlainCell() / listGroupedCell() / clear(): the list
    // styles' cell backgrounds.
    @Test func listBackgroundConfigurations() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listSidebarCell().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .systemBackground)
    }

    // UICollectionViewCell, backgroundConfiguration: "The current background configuration
    // of the cell" — drawn behind the content, with its corners, stroke and insets.
    @Test func aCellDrawsItsBackgroundConfiguration() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var background = UIBackgroundConfiguration.listPlainCell()
        background.cornerRadius = 8
        background.strokeColor = .systemGray3
        background.strokeWidth = 1
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = try #require(cell.subviews.first { $0 is BackgroundConfigurationView })
        #expect(view.frame == CGRect(x: 4, y: 2, width: 192, height: 40))
        #expect(view.layer.cornerRadius == 8 && view.layer.borderWidth == 1)
        #expect(view.backgroundColor == .systemBackground)
        #expect(cell.subviews.firstIndex(of: view)! < cell.subviews.firstIndex(of: cell.contentView)!)
        cell.backgroundConfiguration = nil
        #expect(!cell.subviews.contains { $0 is BackgroundConfigurationView })

        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        tableCell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        tableCell.backgroundConfiguration = .clear()
        tableCell.layoutIfNeeded()
        #expect(tableCell.subviews.contains { $0 is BackgroundConfigurationView && $0.frame == tableCell.bounds })
    }

    // UICellAccessory.customView(configuration:): "An accessory using a custom view",
    // at the placement its configuration gives.
    @Test func aCustomViewAccessory() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        cell.accessories = [
            .customView(configuration: .init(customView: star, placement: .trailing(), tintColor: .systemYellow)),
            .customView(configuration: .init(customView: badge, placement: .leading(), maintainsFixedSize: true)),
        ]
        cell.layoutIfNeeded()
        #expect(star.superview === cell && badge.superview === cell)
        #expect(star.tintColor == .systemYellow)
        #expect(star.frame.maxX <= 300 && star.frame.minX > 250)
        #expect(badge.frame.size == CGSize(width: 12, height: 12) && badge.frame.minX < 50)
        #expect(cell.contentView.frame.minX >= badge.frame.maxX)
        // The content's trailing margin ends 8 points before the accessory.
        #expect(cell.contentView.frame.maxX - 16 + 8 <= star.frame.minX)
    }

    // UITableView.cellLayoutMarginsFollowReadableWidth (false by default since iOS 12),
    // UIView.insetsLayoutMarginsFromSafeArea (true), preservesSuperviewLayoutMargins
    // (false), UIListContentConfiguration.axesPreservingSuperviewLayoutMargins (.both).
    @Test func layoutMarginProperties() {
        #expect(!UITableView(frame: .zero, style: .plain).cellLayoutMarginsFollowReadableWidth)
        let view = UIView()
        #expect(view.insetsLayoutMarginsFromSafeArea && !view.preservesSuperviewLayoutMargins)
        #expect(UIListContentConfiguration.cell().axesPreservingSuperviewLayoutMargins == .both)
        #expect(UIAxis.both == [.horizontal, .vertical])
    }

    // insetsLayoutMarginsFromSafeArea: "A Boolean value indicating whether the view's
    // layout margins are updated automatically to reflect the safe area" — off, the
    // margins guide ignores the safe area.
    @Test func marginsLeaveTheSafeAreaWhenAsked() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.layoutMargins = .zero
        let withSafeArea = view.effectiveLayoutMargins
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.effectiveLayoutMargins == .zero)
        #expect(withSafeArea.top >= 0)
    }

    // UICollectionViewListCell.leadingSwipeActionsConfiguration (used by Apple's sample
    // "Implementing Modern Collection Views"): a cell's own actions, when the list
    // configuration's provider gives none.
    @Test func aListCellsOwnSwipeActions() throws {
        let scene = try ListEditingTests.Scene { _ in [] }
        let cell = try #require(scene.cell(1))
        let star = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Star") { _, _, done in done(true) }])
        #expect(scene.collection.swipeActions(at: IndexPath(item: 1, section: 0), trailing: false) == nil)
        cell.leadingSwipeActionsConfiguration = star
        #expect(scene.collection.swipeActions(at: IndexPath(item: 1, section: 0), trailing: false) === star)
        // The provider's trailing actions win over the cell's.
        cell.trailingSwipeActionsConfiguration = star
        #expect(scene.collection.swipeActions(at: IndexPath(item: 1, section: 0), trailing: true) !== star)
    }
}
