import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// Outlines in a list: a section snapshot applied to a section
/// (`apply(_:to:animatingDifferences:)`) shows its visible items; list cells indent by
/// level; the outline disclosure chevron expands and collapses its item (turning down
/// when expanded), asking the section snapshot handlers; a header-style disclosure
/// toggles on a tap anywhere on the cell.
@Suite(.serialized)
@MainActor
struct ListOutlineTests {
    @MainActor
    final class Scene {
        let runtime: VitrineRuntime
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        let children: [String: [String]] = [
            "Drinks": ["Tea", "Coffee", "Juice"], "Tea": ["Green", "Black"], "Food": ["Soup", "Salad"],
        ]
        var cellsMade = 0

        init(scale: Int = 1, height: Int = 500, headerStyle: Bool = false) throws {
            let display = HeadlessDisplay(pixelWidth: 390 * scale, pixelHeight: height * scale, scale: CGFloat(scale), clock: .stepped)
            runtime = try VitrineRuntime(display: display)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            window.addSubview(collection)
            let children = children
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                let style: UICellAccessory.OutlineDisclosureOptions.Style = headerStyle ? .header : .cell
                cell.accessories = children[item] == nil ? [] : [.outlineDisclosure(options: .init(style: style))]
            }
            var made = 0
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, indexPath, item in
                made += 1
                return view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Drinks", "Food", "Desserts"])
            outline.append(children["Drinks"]!, to: "Drinks")
            outline.append(children["Tea"]!, to: "Tea")
            outline.append(children["Food"]!, to: "Food")
            outline.expand(["Drinks"])
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            runtime.stepUntilIdle()
        }

        var shown: [String] { dataSource.snapshot().itemIdentifiers }

        func cell(_ item: String) -> UICollectionViewListCell? {
            dataSource.indexPath(for: item).flatMap { collection.cellForItem(at: $0) as? UICollectionViewListCell }
        }

        /// Taps the chevron of `item`'s cell.
        func tapChevron(_ item: String) throws {
            let row = try #require(cell(item))
            let chevron = try #require(row.subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil && $0.isUserInteractionEnabled })
            runtime.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
            runtime.stepUntilIdle()
        }
    }

    @Test func aSectionSnapshotShowsItsVisibleItemsIndentedByLevel() throws {
        let scene = try Scene()
        #expect(scene.shown == ["Drinks", "Tea", "Coffee", "Juice", "Food", "Desserts"])
        #expect(scene.dataSource.snapshot(for: 0).visibleItems == scene.shown)
        let drinks = try #require(scene.cell("Drinks")), tea = try #require(scene.cell("Tea"))
        #expect(drinks.indentationLevel == 0 && tea.indentationLevel == 1)
        #expect(tea.contentView.frame.minX == drinks.contentView.frame.minX + tea.indentationWidth)
        // The expanded item's chevron points down; the collapsed one's trailing.
        #expect(drinks.configurationState.isExpanded && !tea.configurationState.isExpanded)
        let chevron = try #require(drinks.subviews.compactMap { $0 as? UIImageView }.first { $0.isUserInteractionEnabled })
        #expect(abs(chevron.transform.b - 1) < 0.001, "turned a quarter")
        // The chevron is at the trailing edge.
        #expect(chevron.frame.maxX > drinks.bounds.width - 20)
    }

    @Test func theChevronExpandsAndCollapsesAskingTheHandlers() throws {
        let scene = try Scene()
        var log: [String] = []
        scene.dataSource.sectionSnapshotHandlers.shouldExpandItem = { log.append("shouldExpand \($0)"); return $0 != "Food" }
        scene.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
        scene.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { log.append("shouldCollapse \($0)"); return true }
        scene.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("willCollapse \($0)") }
        try scene.tapChevron("Tea")
        #expect(scene.shown == ["Drinks", "Tea", "Green", "Black", "Coffee", "Juice", "Food", "Desserts"])
        #expect(scene.cell("Green")?.indentationLevel == 2)
        #expect(scene.cell("Tea")?.configurationState.isExpanded == true)
        try scene.tapChevron("Drinks")
        #expect(scene.shown == ["Drinks", "Food", "Desserts"])
        #expect(scene.dataSource.snapshot(for: 0).isExpanded("Tea"), "Tea stays expanded inside collapsed Drinks")
        // The delegate refuses Food.
        try scene.tapChevron("Food")
        #expect(scene.shown == ["Drinks", "Food", "Desserts"])
        #expect(log == ["shouldExpand Tea", "willExpand Tea", "shouldCollapse Drinks", "willCollapse Drinks", "shouldExpand Food"])
        // Tapping the cell itself (the .cell style) selects it and does not expand.
        let drinks = try #require(scene.cell("Drinks"))
        scene.runtime.tap(at: drinks.convert(CGPoint(x: 60, y: drinks.bounds.midY), to: nil))
        scene.runtime.stepUntilIdle()
        #expect(scene.shown == ["Drinks", "Food", "Desserts"])
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func aHeaderStyleDisclosureTogglesOnATapAnywhere() throws {
        let scene = try Scene(headerStyle: true)
        let food = try #require(scene.cell("Food"))
        scene.runtime.tap(at: food.convert(CGPoint(x: 60, y: food.bounds.midY), to: nil))
        scene.runtime.stepUntilIdle()
        #expect(scene.shown == ["Drinks", "Tea", "Coffee", "Juice", "Food", "Soup", "Salad", "Desserts"])
        #expect(scene.collection.indexPathsForSelectedItems?.isEmpty ?? true, "a header-style cell does not select")
    }

    @Test func snapshotForExpandingParentFillsChildrenLazily() throws {
        let scene = try Scene()
        scene.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            var children = NSDiffableDataSourceSectionSnapshot<String>()
            children.append(current.rootItems.map { "\($0) (fresh)" })
            return children
        }
        try scene.tapChevron("Food")
        #expect(scene.shown == ["Drinks", "Tea", "Coffee", "Juice", "Food", "Soup (fresh)", "Salad (fresh)", "Desserts"])
    }

    @Test func applyingAWholeSnapshotDropsTheOutline() throws {
        let scene = try Scene()
        var flat = NSDiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([0])
        flat.appendItems(["Drinks", "Food"])
        scene.dataSource.apply(flat, animatingDifferences: false)
        scene.runtime.stepUntilIdle()
        #expect(scene.dataSource.snapshot(for: 0).rootItems == ["Drinks", "Food"])
        #expect(scene.dataSource.snapshot(for: 0).level(of: "Food") == 0)
        // Unknown sections give empty outlines.
        #expect(scene.dataSource.snapshot(for: 7).items.isEmpty)
    }

    /// An outline list as iOS 17 draws it in an inset grouped list: level-1 and level-2
    /// rows indented, blue chevrons at the trailing edge, turned down on expanded rows.
    /// Scale 2, tolerance 2 levels per channel.
    @Test func anOutlineListLooksLikeIOS() throws {
        let scene = try Scene(scale: 2, height: 440)
        try scene.tapChevron("Tea")
        expectMatchesReference(scene.runtime.renderScreen()!, named: "list-outline@2x")
    }
}
