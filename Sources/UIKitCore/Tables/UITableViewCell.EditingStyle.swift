import Foundation

extension UITableViewCell {
    /// The control a row shows in editing mode: none, a red delete button, a green insert one.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }
}
