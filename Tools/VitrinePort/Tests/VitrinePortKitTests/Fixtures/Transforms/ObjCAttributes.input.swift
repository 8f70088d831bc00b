import UIKit

@objcMembers
final class ProfileView: UIView {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet private var avatarView: UIImageView?
    @objc dynamic var progress: CGFloat = 0
    @IBInspectable var cornerRadius: CGFloat = 4

    /// Saves the profile.
    @IBAction func save(_ sender: UIButton) {}

    @objc
    private func refresh() {}

    @MainActor @objc(customName:) func custom(_ value: Int) {}

    @objc override func layoutSubviews() {
        super.layoutSubviews()
    }
}

@IBDesignable class Badge: UILabel {}

@objc enum Mood: Int {
    case happy, sad
}

@objc(PRFDelegate) protocol ProfileDelegate {
    func profileDidSave()
}

@objc protocol Refreshing: NSObjectProtocol {
    func refresh()
}
