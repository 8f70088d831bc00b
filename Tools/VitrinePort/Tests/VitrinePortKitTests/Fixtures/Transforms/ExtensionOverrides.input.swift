import UIKit

class SortViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}

extension SortViewController {
    func configure() {
        label.text = "Sort"
    }

    // Keeps the layout when the screen turns.
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }

    @objc override var title: String? {
        didSet { label.text = title }
    }
}

extension UILabel {
    override open var intrinsicContentSize: CGSize { .zero }
}
