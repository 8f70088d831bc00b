import UIKit

class CustomCell: UICollectionViewCell {
    private let container = UIView()

#if targetEnvironment(macCatalyst)
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        container.layer.borderWidth = 4
    }
#else
    override func updateConfiguration(using state: UICellConfigurationState) {
        container.backgroundColor = state.isSelected ? .systemBlue : .clear
    }
#endif
}

extension CustomCell {
#if DEBUG
    func describe() -> String { "cell" }
#endif
}

class Gallery: UIViewController {
    class Tile: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }

    override class var requiresConstraintBasedLayout: Bool { true }
    }
}

extension Gallery.Tile {
    convenience init(side: CGFloat) {
        self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    }
}

class Box<Content>: UIView {
    var content: Content?

    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

extension Box {
}

extension Box where Content == String {
    override var description: String { content ?? "" }
}

#if os(iOS)
extension Gallery {
    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
#endif
