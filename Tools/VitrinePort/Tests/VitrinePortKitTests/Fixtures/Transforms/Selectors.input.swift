import UIKit

class ListViewController: UITableViewController {
    lazy var addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl?.addTarget(self, action: #selector(reload(_:)), for: .valueChanged)
        let button = UIButton()
        button.addTarget(self, action: #selector(tapped(sender:)), for: .touchUpInside)
        button.addTarget(self, action: #selector(tapped(_:forEvent:)), for: .touchUpInside)
        button.addTarget(self, action: #selector(ListViewController.add), for: .touchUpInside)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        perform(#selector(add), with: nil, afterDelay: 0.5)
        _ = responds(to: #selector(getter: ListViewController.isEditing))
        _ = #selector(setter: UIView.backgroundColor)
        _ = #selector(UIResponder.resignFirstResponder)
    }

    @objc func add() {}
    @objc func reload(_ control: UIRefreshControl) {}
    @objc func tapped(sender: UIButton) {}
    @objc func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
    @objc func keyboardWillShow(_ notification: Notification) {}
    @objc(timerFired) func tick() {}
}

class DetailViewController: ListViewController {
    var presenter: DetailPresenter?

    func setUp() {
        let button = UIButton()
        button.addTarget(presenter, action: #selector(presenter?.save), for: .touchUpInside)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Reload", style: .plain, target: self,
                                                           action: #selector(reload))
    }
}

final class DetailPresenter {
    @objc func save() {}
}

extension ListViewController {
    @objc func dismissKeyboard() { view.endEditing(true) }
}

protocol KeyboardDismissing: UIViewController {}

extension KeyboardDismissing {
    func installTap() {
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        view.endEditing(true)
    }
}
