import UIKit

/// A cell from BadgeCell.xib, registered by the table as a nib.
class BadgeCell: UITableViewCell {
    @IBOutlet weak var badgeLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        badgeLabel.layer.cornerRadius = 8
        print("BadgeCell: awakeFromNib")
    }
}
