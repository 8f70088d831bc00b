import Foundation

/// The row and section (or item and section) of a table or collection view, as UIKit
/// adds them to `IndexPath`.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the path's first index.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row within the section: the path's second index.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item within the section (a collection view's name for `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
