import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// The list configuration: `UICollectionViewCompositionalLayout.list(using:)` with
/// UICollectionViewListCell rows that look like the table's styles (44-point rows,
/// separators under the text, inset grouped cards with 10-point corners on the grouped
/// background), supplementary headers, and accessories.
@Suite(.serialized)
@MainActor
struct ListLayoutTests {
    enum Section: String, Hashable, Sendable { case display = "Display", about = "About" }

    struct Row: Hashable, Sendable {
        var title: String
        var value: String? = nil
        var symbol: String? = nil
        var accessory: String? = nil
    }

    @MainActor
    final class Counter { var count = 0 }

    @MainActor
    final class Scene {
        let runtime: VitrineRuntime
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Section, Row>
        let detailTaps = Counter()

        init(appearance: UICollectionLayoutListConfiguration.Appearance, width: Int = 390, height: Int = 400, scale: Int = 1,
             style: UIUserInterfaceStyle = .light, headers: Bool = true,
             configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) throws {
            let display = HeadlessDisplay(pixelWidth: width * scale, pixelHeight: height * scale, scale: CGFloat(scale), clock: .stepped)
            runtime = try VitrineRuntime(display: display)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.overrideUserInterfaceStyle = style
            window.makeKeyAndVisible()
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            if headers { configuration.headerMode = .supplementary }
            configure(&configuration)
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            window.addSubview(collection)
            let taps = detailTaps
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
                var content = row.value == nil ? cell.defaultContentConfiguration() : .valueCell()
                content.text = row.title
                content.secondaryText = row.value
                content.image = row.symbol.flatMap { UIImage(systemName: $0) }
                cell.contentConfiguration = content
                switch row.accessory {
                case "disclosure": cell.accessories = [.disclosureIndicator()]
                case "checkmark": cell.accessories = [.checkmark()]
                case "label": cell.accessories = [.disclosureIndicator(), .label(text: "On")]
                case "detail": cell.accessories = [.detail(actionHandler: { taps.count += 1 })]
                default: cell.accessories = []
                }
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, indexPath, row in
                view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
            }
            let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader) { [dataSource] header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = dataSource.sectionIdentifier(for: indexPath.section)?.rawValue
                header.contentConfiguration = content
            }
            dataSource.supplementaryViewProvider = { view, _, indexPath in
                view.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
            snapshot.appendSections([.display, .about])
            snapshot.appendItems([Row(title: "Brightness", symbol: "sun.max.fill", accessory: "disclosure"),
                                  Row(title: "Night Shift", accessory: "label"),
                                  Row(title: "Auto-Lock", accessory: "checkmark")], toSection: .display)
            snapshot.appendItems([Row(title: "Version", value: "17.0"), Row(title: "Model", accessory: "detail")], toSection: .about)
            dataSource.apply(snapshot, animatingDifferences: false)
            runtime.stepUntilIdle()
        }

        func cell(_ item: Int, _ section: Int) -> UICollectionViewListCell? {
            collection.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
        }
    }

    @Test func insetGroupedRowsAreCardsOfFortyFourPointRows() throws {
        let scene = try Scene(appearance: .insetGrouped)
        let collection = scene.collection
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        // Inset 20 points from the sides, 44 points tall.
        #expect(first.minX == 20 && first.width == 350 && first.height == 44, "\(first)")
        let second = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(second.minY == first.maxY)
        let header = try #require(collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame)
        #expect(header.minX == 20 && header.maxY == first.minY)
        // A grouped header: secondary grey text in capitals.
        let headerView = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let headerContent = try #require(headerView.contentConfiguration as? UIListContentConfiguration)
        #expect(headerContent.textProperties.color == .secondaryLabel)
        #expect(headerContent.textProperties.font.pointSize == 13)
        // The grouped background behind the list, the rows' own on the cards.
        #expect(collection.subviews.first?.backgroundColor == .systemGroupedBackground)
        let row = try #require(scene.cell(0, 0))
        #expect(row.subviews.first?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(row.subviews.first?.layer.cornerRadius == 10)
        #expect(scene.cell(1, 0)?.subviews.first?.layer.cornerRadius == 0)
        #expect(scene.cell(2, 0)?.subviews.first?.layer.cornerRadius == 10)
    }

    // Separators start under the text (after an image's column) and the last row of a
    // section has none.
    @Test func separatorsAndAccessories() throws {
        let scene = try Scene(appearance: .insetGrouped)
        let separators = { (cell: UICollectionViewListCell) in
            cell.subviews.filter { $0.backgroundColor == .separator && !$0.isHidden && $0.frame.height <= 1 }
        }
        let brightness = try #require(scene.cell(0, 0))
        let line = try #require(separators(brightness).first)
        // 16 + the image's 29-point column + 16.
        #expect(line.frame.minX > 60 && line.frame.maxX == 350, "\(line.frame)")
        #expect(separators(try #require(scene.cell(1, 0))).first?.frame.minX == 16)
        #expect(separators(try #require(scene.cell(2, 0))).isEmpty)
        // The chevron 16 points from the trailing edge; the label accessory to its left.
        let chevron = try #require(brightness.subviews.compactMap { $0 as? UIImageView }.last)
        #expect(abs(chevron.frame.maxX - 334) < 1, "\(chevron.frame)")
        let nightShift = try #require(scene.cell(1, 0))
        let label = try #require(nightShift.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "On" && label.textColor == .secondaryLabel)
        let nightChevron = try #require(nightShift.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(label.frame.maxX < nightChevron.frame.minX)
        // The content ends before the accessories.
        #expect(nightShift.contentView.frame.maxX <= label.frame.minX + 16)
        // The detail button runs its handler.
        let model = try #require(scene.cell(1, 1))
        let info = try #require(model.subviews.compactMap { $0 as? UIImageView }.first)
        let center = model.convert(CGPoint(x: info.frame.midX, y: info.frame.midY), to: nil)
        scene.runtime.tap(at: center)
        scene.runtime.stepFrames(2)
        #expect(scene.detailTaps.count == 1)
    }

    // Plain lists: rows across the whole width, headers pinned while their section shows.
    @Test func plainListsPinTheirHeaders() throws {
        let scene = try Scene(appearance: .plain, height: 150)
        let collection = scene.collection
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 390)
        #expect(collection.subviews.first?.backgroundColor == .systemBackground)
        // As in a plain table, the last row of a section has its separator too.
        let last = try #require(scene.cell(2, 0))
        #expect(last.subviews.contains { $0.backgroundColor == .separator && !$0.isHidden && $0.frame.height <= 1 })
        collection.contentOffset.y = 40
        scene.runtime.stepFrames(1)
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 40)
    }

    // The list's swipe providers: a sideways drag on a row reveals its actions, as in a
    // table; an action's completion closes the row; a full swipe performs the first action.
    @Test func swipeActionsRevealAndPerform() throws {
        var performed: [String] = []
        let scene = try Scene(appearance: .plain, headers: false) { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    performed.append("delete \(indexPath.item)")
                    done(true)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                    performed.append("flag \(indexPath.item)")
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
        }
        let runtime = scene.runtime
        func swipe(item: Int, by distance: CGFloat) {
            let y = 22 + CGFloat(item) * 44
            runtime.drag(from: CGPoint(x: 370, y: y), by: CGPoint(x: -distance, y: 0), steps: 10)
            runtime.stepFrames(8)
            runtime.touchUp()
            runtime.stepUntilIdle()
        }
        swipe(item: 1, by: 150)
        let cell = try #require(scene.cell(1, 0))
        // Open: the row moved left by the two buttons' widths; nothing scrolled or selected.
        #expect(cell.frame.minX < -140, "\(cell.frame)")
        #expect(scene.collection.contentOffset.y == 0 && scene.collection.indexPathsForSelectedItems?.isEmpty == true)
        // The first action is at the trailing edge, the second beside it.
        runtime.tap(at: CGPoint(x: 390 + cell.frame.minX + 30, y: 66))
        runtime.stepUntilIdle()
        #expect(performed == ["flag 1"])
        #expect(cell.frame.minX == 0)
        swipe(item: 1, by: 150)
        runtime.tap(at: CGPoint(x: 380, y: 66))
        runtime.stepUntilIdle()
        #expect(performed == ["flag 1", "delete 1"])
        // A full swipe performs the first action.
        swipe(item: 2, by: 330)
        #expect(performed == ["flag 1", "delete 1", "delete 2"])
        #expect(scene.cell(2, 0)?.frame.minX == 0)
        // Rows without actions for that side do not move.
        swipe(item: 0, by: -150)
        #expect(scene.cell(0, 0)?.frame.minX == 0)
    }

    // The look, against references: light and dark, scale 1 and 2 (tolerance 2 levels).
    @Test(arguments: [(UIUserInterfaceStyle.light, 1), (.light, 2), (.dark, 1), (.dark, 2)])
    func anInsetGroupedList(style: UIUserInterfaceStyle, scale: Int) throws {
        let scene = try Scene(appearance: .insetGrouped, height: 330, scale: scale, style: style)
        expectMatchesReference(scene.runtime.renderScreen()!,
                               named: "list-inset-grouped-\(style == .dark ? "dark" : "light")@\(scale)x", tolerance: 2)
    }
}
