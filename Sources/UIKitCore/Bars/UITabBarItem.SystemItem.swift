extension UITabBarItem {
    /// The system's tab items: a title and a symbol each.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites: "star.fill"
            case .featured, .topRated: "star"
            case .recents: "clock.fill"
            case .contacts: "person.crop.circle"
            case .history, .mostRecent: "clock"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.number"
            }
        }
    }
}
