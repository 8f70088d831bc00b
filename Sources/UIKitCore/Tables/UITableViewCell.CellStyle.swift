import Foundation

extension UITableViewCell {
    /// The four classic layouts: a title (`.default`), a title with a value on the right
    /// (`.value1`), a blue label before a value (`.value2`), a title over a subtitle
    /// (`.subtitle`).
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// What the trailing edge shows.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected or highlighted row shows.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }
}
