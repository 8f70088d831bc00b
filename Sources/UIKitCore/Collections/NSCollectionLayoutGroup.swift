import Foundation

/// Items (or groups) side by side (`horizontal`) or stacked (`vertical`). A section repeats
/// its group until it runs out of items. With `count`, the group holds that many copies
/// of its subitem and sizes them to fit; otherwise it repeats its subitems while they fit.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Orientation { case horizontal, vertical }

    let orientation: Orientation
    public let subitems: [NSCollectionLayoutItem]
    /// How many copies of the subitem (nil: as many as fit).
    let count: Int?
    /// Space between the subitems (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, orientation: Orientation, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.orientation = orientation
        var items = subitems
        if items.isEmpty {
            scrollLogger.error("NSCollectionLayoutGroup: a group needs subitems (Apple raises); an empty item used")
            items = [NSCollectionLayoutItem(layoutSize: layoutSize)]
        }
        self.subitems = items
        if let count, count < 1 {
            scrollLogger.error("NSCollectionLayoutGroup: count \(count) is less than 1; 1 used")
            self.count = 1
        } else {
            self.count = count
        }
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Subitems side by side, repeated while they fit the group's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, orientation: .horizontal, subitems: subitems, count: nil)
    }

    /// `count` copies of `repeatingSubitem` side by side, as wide as fits.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, orientation: .horizontal, subitems: [subitem], count: count)
    }

    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Subitems stacked, repeated while they fit the group's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, orientation: .vertical, subitems: subitems, count: nil)
    }

    /// `count` copies of `repeatingSubitem` stacked, as tall as fits.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, orientation: .vertical, subitems: [subitem], count: count)
    }

    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
