import HeadlessDisplay
import Testing
@testable import UIKitCore
import VitrineTestSupport

/// UICollectionViewCompositionalLayout: items sized as fractions of their group, absolute
/// or estimated (measured, as iOS self-sizes), groups with a count and fixed or flexible
/// spacing, content insets, headers, a section provider seeing the container, and
/// sections that scroll sideways (orthogonal scrolling) with their own paging.
@Suite(.serialized)
@MainActor
struct CompositionalLayoutTests {
    private typealias Scene = CollectionScene

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    // Apple: "fractionalWidth: a dimension that's computed as a fraction of the width of the
    // containing group"; the section's contentInsets inset its groups.
    @Test func fractionalItemsInAGridWithInsetsAndGroupSpacing() throws {
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 8
        let (_, collection) = try Scene.make(layout: UICollectionViewCompositionalLayout(section: section), source: CountingSource([7]))
        #expect(frame(collection, 0) == CGRect(x: 10, y: 10, width: 190, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 200, y: 10, width: 190, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 10, y: 118, width: 190, height: 100))
        // The last group is not full: one item, at the start.
        #expect(frame(collection, 6) == CGRect(x: 10, y: 334, width: 190, height: 100))
        let height: CGFloat = 10 + 4 * 100 + 3 * 8 + 10
        #expect(collection.contentSize == CGSize(width: 400, height: height))
        #expect(collection.visibleCells.count == 6)
    }

    // `repeatingSubitem:count:` sizes the copies to share the group's width, less the spacing;
    // an item's contentInsets shrink its cell inside its share.
    @Test func aGroupWithACountSpacingAndItemInsets() throws {
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.absolute(10), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(60)),
                                                       repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(20)
        let (_, collection) = try Scene.make(layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                             source: CountingSource([6]))
        // (400 - 2 × 20) / 3 = 120 each.
        #expect(frame(collection, 0) == CGRect(x: 4, y: 2, width: 112, height: 56))
        #expect(frame(collection, 1) == CGRect(x: 144, y: 2, width: 112, height: 56))
        #expect(frame(collection, 2) == CGRect(x: 284, y: 2, width: 112, height: 56))
        #expect(frame(collection, 3) == CGRect(x: 4, y: 62, width: 112, height: 56))
        #expect(collection.contentSize.height == 120)
    }

    // Without a count, a group repeats its subitems while they fit; a flexible spacing
    // shares what is left over between them.
    @Test func absoluteItemsWithFlexibleSpacingAndNestedGroups() throws {
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.absolute(110), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        // A big item beside two stacked small ones.
        let big = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let stack = NSCollectionLayoutGroup.vertical(layoutSize: Scene.size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                     repeatingSubitem: small, count: 2)
        let mosaic = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(200)), subitems: [big, stack])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            NSCollectionLayoutSection(group: index == 0 ? group : mosaic)
        }
        let (_, collection) = try Scene.make(layout: layout, source: CountingSource([4, 3]))
        // Three fit (330 of 400): 70 left, 35 in each gap; the fourth starts the next row.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 110, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 145, y: 0, width: 110, height: 50))
        #expect(frame(collection, 2) == CGRect(x: 290, y: 0, width: 110, height: 50))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 50, width: 110, height: 50))
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 100, width: 200, height: 200))
        #expect(frame(collection, 1, 1) == CGRect(x: 200, y: 100, width: 200, height: 100))
        #expect(frame(collection, 2, 1) == CGRect(x: 200, y: 200, width: 200, height: 100))
    }

    // The section provider sees the container (the collection view's size) and decides
    // per section; interSectionSpacing separates sections.
    @Test func aSectionProviderSeesTheContainer() throws {
        var widths: [CGFloat] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let columns = environment.container.effectiveContentSize.width > 300 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(1 / CGFloat(columns)), .absolute(40)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(40)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }, configuration: configuration)
        let (_, collection) = try Scene.make(layout: layout, source: CountingSource([5, 2]))
        #expect(widths.first == 400)
        #expect(frame(collection, 3) == CGRect(x: 300, y: 0, width: 100, height: 40))
        #expect(frame(collection, 4) == CGRect(x: 0, y: 40, width: 100, height: 40))
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 100, width: 100, height: 40))
        #expect(collection.contentSize.height == 140)
    }

    /// A cell whose content says how tall it is with a constraint.
    final class TallCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: contentView.topAnchor),
                bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 90),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    // Estimated dimensions are measured when the cell shows (its content configuration's
    // height, or its constraints'), and the items after it move.
    @Test func estimatedItemsTakeTheirMeasuredSize() throws {
        enum Section: Hashable, Sendable { case main }
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let (runtime, collection) = try Scene.make(layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                                   source: nil)
        let text = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            var content = UIListContentConfiguration.cell()
            content.text = item
            cell.contentConfiguration = content
        }
        let tall = UICollectionView.CellRegistration<TallCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { view, indexPath, item in
            item == "tall" ? view.dequeueConfiguredReusableCell(using: tall, for: indexPath, item: item)
                           : view.dequeueConfiguredReusableCell(using: text, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["One line", "A text long enough to wrap onto a second line in a four hundred point row, and then onto a third one too",
                              "tall", "After"])
        dataSource.apply(snapshot, animatingDifferences: false)
        runtime.stepFrames(2)
        let first = try #require(frame(collection, 0)), second = try #require(frame(collection, 1))
        let third = try #require(frame(collection, 2)), fourth = try #require(frame(collection, 3))
        // 11 + one 17-point line + 11.
        #expect(first.height > 40 && first.height < 44, "\(first)")
        #expect(second.height > first.height + 30, "\(second)")
        #expect(second.minY == first.maxY)
        #expect(third == CGRect(x: 0, y: second.maxY, width: 400, height: 90))
        #expect(fourth.minY == third.maxY)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 90)
        #expect(collection.contentSize.height == fourth.maxY)
    }

    // A header boundary item sits above the section's top inset across its leading and
    // trailing insets; pinned, it stays at the top while its section is in view.
    @Test func headersAndFootersOfASectionAndAPinnedHeader() throws {
        TitleView.made = 0
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Scene.size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Scene.size(.fractionalWidth(1), .absolute(20)),
                                                                 elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let source = CountingSource(Array(repeating: 6, count: 20))
        let (runtime, collection) = try Scene.make(layout: UICollectionViewCompositionalLayout(section: section), source: source)
        let kind = UICollectionView.elementKindSectionHeader
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 16, y: 0, width: 368, height: 30))
        #expect(frame(collection, 0) == CGRect(x: 16, y: 35, width: 368, height: 50))
        // 30 + 5 + 6 × 50 + 5 + 20 per section.
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                   at: IndexPath(item: 0, section: 0))?.frame.minY == 340)
        #expect(frame(collection, 0, 1) == CGRect(x: 16, y: 395, width: 368, height: 50))
        #expect(collection.contentSize.height == 7200)
        #expect((collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) as? TitleView)?.label.text == "Header 0")
        // Scrolled into section 1: its header is pinned at the top.
        collection.contentOffset.y = 500
        runtime.stepFrames(1)
        let pinned = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        #expect(pinned.frame.minY == 500)
        #expect(collection.subviews.last === pinned || collection.subviews.last is TitleView)
        // Near the section's end the next section's header pushes it up.
        collection.contentOffset.y = 700
        runtime.stepFrames(1)
        #expect(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 690)
        for step in 1...40 {
            collection.contentOffset.y = CGFloat(step) * 150
            runtime.stepFrames(1)
        }
        // Reused as they scroll: only about a screenful of headers and footers made.
        #expect(TitleView.made <= 6, "\(TitleView.made)")
        #expect(collection.visibleSupplementaryViews(ofKind: kind).allSatisfy { ($0 as? TitleView)?.label.text?.hasPrefix("Header") == true })
    }

    private func orthogonalLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.absolute(150), .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 10, trailing: 20)
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(0.25), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    // An orthogonal section lays its groups out across, in a row of its own height that
    // scrolls sideways; the collection view's content holds only the row's height.
    @Test func anOrthogonalRowScrollsSideways() throws {
        let source = CountingSource([12, 40])
        let (runtime, collection) = try Scene.make(layout: orthogonalLayout(.continuous), source: source)
        #expect(frame(collection, 0) == CGRect(x: 20, y: 0, width: 150, height: 100))
        #expect(frame(collection, 3) == CGRect(x: 500, y: 0, width: 150, height: 100))
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 110, width: 100, height: 100))
        let height: CGFloat = 110 + 10 * 100
        #expect(collection.contentSize == CGSize(width: 400, height: height))
        let row = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 400, height: 110))
        let rowWidth: CGFloat = 20 + 12 * 150 + 11 * 10 + 20
        #expect(row.contentSize.width == rowWidth)
        let rowCells = { collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) }
        #expect(rowCells() == [0, 1, 2])
        // A horizontal drag on the row moves the row, not the collection view.
        runtime.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -300, y: 0), steps: 10)
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(row.contentOffset.x > 250, "\(row.contentOffset)")
        #expect(collection.contentOffset.y == 0)
        let offset = row.contentOffset.x
        // The row shows the items in its visible part, where they are now.
        let shownItems = (0..<12).filter { item in
            let start = 20 + CGFloat(item) * 160 - offset
            return start + 150 > 0 && start < 400
        }
        #expect(rowCells() == shownItems)
        let item = try #require(shownItems.last)
        let shown = try #require(frame(collection, item))
        #expect(abs(shown.minX - (20 + CGFloat(item) * 160 - offset)) < 0.01)
        // A tap on one selects it.
        runtime.tap(at: CGPoint(x: min(shown.midX, 390), y: 50))
        runtime.stepFrames(2)
        #expect(source.selected == [IndexPath(item: item, section: 0)])
        // A vertical drag on the row scrolls the collection view.
        runtime.drag(from: CGPoint(x: 200, y: 80), by: CGPoint(x: 0, y: -60), steps: 6)
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(collection.contentOffset.y > 20, "\(collection.contentOffset)")
        #expect(row.contentOffset.x == offset)
    }

    // Group paging comes to rest with the next group at the leading inset.
    @Test func groupPagingRestsOnAGroup() throws {
        let (runtime, collection) = try Scene.make(layout: orthogonalLayout(.groupPaging), source: CountingSource([12, 4]))
        let row = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        runtime.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -48, y: 0), steps: 4)
        runtime.touchUp()
        runtime.stepUntilIdle()
        // The second group starts at 180; at rest it is at the leading inset (20).
        #expect(row.contentOffset.x == 160, "\(row.contentOffset)")
    }

    // Centred group paging rests with the next group in the middle; a free fling with
    // `.continuousGroupLeadingBoundary` rests with a group at the leading inset.
    @Test func centredPagingAndLeadingBoundaries() throws {
        let (runtime, collection) = try Scene.make(layout: orthogonalLayout(.groupPagingCentered), source: CountingSource([12, 4]))
        let row = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        runtime.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -48, y: 0), steps: 4)
        runtime.touchUp()
        runtime.stepUntilIdle()
        // The second group spans 180...330: its centre (255) at the row's centre (200).
        #expect(row.contentOffset.x == 55, "\(row.contentOffset)")
        let (again, other) = try Scene.make(layout: orthogonalLayout(.continuousGroupLeadingBoundary), source: CountingSource([12, 4]))
        let freeRow = try #require(other.subviews.compactMap { $0 as? UIScrollView }.first)
        again.drag(from: CGPoint(x: 350, y: 50), by: CGPoint(x: -200, y: 0), steps: 5)
        again.touchUp()
        again.stepUntilIdle()
        let offset = freeRow.contentOffset.x
        // At rest on a group's leading edge (20 + 160 k, less the 20-point inset).
        #expect(offset > 160 && offset.truncatingRemainder(dividingBy: 160) == 0, "\(offset)")
    }

    // Paging pages the width of the row.
    @Test func pagingPagesTheRowsWidth() throws {
        let (runtime, collection) = try Scene.make(layout: orthogonalLayout(.paging), source: CountingSource([12, 4]))
        let row = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(row.isPagingEnabled)
        runtime.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -80, y: 0), steps: 4)
        runtime.touchUp()
        runtime.stepUntilIdle()
        #expect(row.contentOffset.x == 400, "\(row.contentOffset)")
    }

    final class SectionBackground: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemBackground
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { nil }
    }

    // A background decoration covers its whole section, less its contentInsets, behind the
    // items; the collection view makes it from the class registered with the layout.
    @Test func aSectionBackgroundDecoration() throws {
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(0.5), .absolute(80)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        let (runtime, collection) = try Scene.make(layout: layout, source: CountingSource([4, 4, 4, 4]))
        // Each section: 20 + 2 × 80 + 20 = 200.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 10, y: 210, width: 380, height: 180))
        let backgrounds = { collection.subviews.compactMap { $0 as? SectionBackground } }
        #expect(backgrounds().map(\.frame) .sorted { $0.minY < $1.minY }
                == [CGRect(x: 10, y: 10, width: 380, height: 180), CGRect(x: 10, y: 210, width: 380, height: 180)])
        let behind = try #require(collection.subviews.firstIndex { $0 is SectionBackground })
        #expect(collection.visibleCells.allSatisfy { cell in (collection.subviews.firstIndex { $0 === cell } ?? 0) > behind })
        let first = backgrounds()
        collection.contentOffset.y = 500
        runtime.stepFrames(1)
        // Reused as sections scroll: the same two views.
        #expect(backgrounds().count == 2)
        #expect(backgrounds().allSatisfy { view in first.contains { $0 === view } })
    }

    // An item's supplementary item sits against the anchor's edges of the item; a
    // fractional offset moves it by fractions of its own size (a badge over the corner).
    @Test func aBadgeOnEachItem() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: Scene.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Scene.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .fixed(20)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 0, trailing: 0)
        let source = CountingSource([3])
        let (runtime, collection) = try Scene.make(layout: UICollectionViewCompositionalLayout(section: section), source: source)
        collection.register(TitleView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "title")
        collection.reloadData()
        runtime.stepFrames(1)
        // Item 1 is at x 140: its badge's centre is on the item's top trailing corner.
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 230, y: 10, width: 20, height: 20))
        #expect(collection.visibleSupplementaryViews(ofKind: "badge").count == 3)
        let view = try #require(collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 2, section: 0)))
        #expect(view.frame == CGRect(x: 350, y: 10, width: 20, height: 20))
        // Above the items.
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect((collection.subviews.firstIndex { $0 === view } ?? 0) > (collection.subviews.firstIndex { $0 === cell } ?? 0))
    }

    // A new layout places the same items; sideways rows start again at their beginning.
    @Test func switchingLayouts() throws {
        let (runtime, collection) = try Scene.make(layout: orthogonalLayout(.continuous), source: CountingSource([12, 8]))
        let row = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        row.contentOffset.x = 300
        runtime.stepFrames(1)
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 90, height: 90)
        collection.setCollectionViewLayout(flow, animated: false)
        runtime.stepFrames(1)
        #expect(collection.subviews.compactMap { $0 as? UIScrollView }.isEmpty)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 90, height: 90))
        #expect(collection.visibleCells.allSatisfy { $0.superview === collection })
        #expect(collection.visibleCells.count == collection.collectionViewLayout.layoutAttributesForElements(in: collection.bounds)?
            .filter { $0.representedElementCategory == .cell }.count)
        collection.setCollectionViewLayout(orthogonalLayout(.continuous), animated: false)
        runtime.stepFrames(1)
        let again = try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(again.contentOffset.x == 0)
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
    }

    // With a horizontal configuration, groups follow each other across and sections too.
    @Test func aHorizontalLayout() throws {
        let item = NSCollectionLayoutItem(layoutSize: Scene.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: Scene.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let (_, collection) = try Scene.make(layout: UICollectionViewCompositionalLayout(section: section, configuration: configuration),
                                             source: CountingSource([5, 2]))
        #expect(frame(collection, 1) == CGRect(x: 20, y: 150, width: 100, height: 150))
        #expect(frame(collection, 2) == CGRect(x: 130, y: 0, width: 100, height: 150))
        // Section 0: 20 + 3 groups (320) + 20 = 360; section 1 follows.
        #expect(frame(collection, 0, 1) == CGRect(x: 380, y: 0, width: 100, height: 150))
        #expect(collection.contentSize == CGSize(width: 500, height: 300))
    }

    // Cells measured as they scroll in move only what follows them: the result is the same
    // as laying everything out again with the measured sizes.
    @Test func measuringAsRowsScrollInMatchesAFullLayout() throws {
        enum Section: Hashable, Sendable { case first, second }
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (runtime, collection) = try Scene.make(layout: layout, source: nil)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            // Every third row has a second line.
            content.secondaryText = item % 3 == 0 ? "Detail" : nil
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.first, .second])
        snapshot.appendItems(Array(0..<60), toSection: .first)
        snapshot.appendItems(Array(60..<100), toSection: .second)
        dataSource.apply(snapshot, animatingDifferences: false)
        runtime.stepFrames(1)
        for step in 1...80 {
            collection.contentOffset.y = CGFloat(step) * 60
            runtime.stepFrames(1)
        }
        let frames = { (0..<2).flatMap { section in
            (0..<collection.numberOfItems(inSection: section)).compactMap {
                collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
            }
        } }
        let measuredAsScrolled = frames()
        let tall = try #require(measuredAsScrolled.first)
        #expect(tall.height > 44 && measuredAsScrolled[1].height == 44, "\(tall)")
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(frames() == measuredAsScrolled)
        #expect(collection.contentSize.height == (measuredAsScrolled.last?.maxY ?? 0) + 16)
    }
}
