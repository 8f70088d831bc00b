import Foundation

/// Told ahead of time which rows a table view will soon show (the next screenful in the
/// direction of scrolling), to start loading their data before their cells are asked for;
/// and which of those it no longer expects to show.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows not on screen yet that scrolling will soon bring.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched before that are no longer expected soon.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
