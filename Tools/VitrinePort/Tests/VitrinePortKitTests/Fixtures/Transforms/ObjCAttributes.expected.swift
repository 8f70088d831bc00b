import UIKit

final class ProfileView: UIView {
    weak var nameLabel: UILabel!
    var avatarView: UIImageView?
    var progress: CGFloat = 0
    var cornerRadius: CGFloat = 4

    /// Saves the profile.
    func save(_ sender: UIButton) {}

    private func refresh() {}

    @MainActor func custom(_ value: Int) {}

    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

class Badge: UILabel {}

enum Mood: Int {
    case happy, sad
}

protocol ProfileDelegate: AnyObject {
    func profileDidSave()
}

protocol Refreshing: NSObjectProtocol, AnyObject {
    func refresh()
}
