import UIKit

class ListViewController: UITableViewController {
    lazy var addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector("add", ListViewController.add))

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl?.addTarget(self, action: Selector("reload:", ListViewController.reload(_:)), for: .valueChanged)
        let button = UIButton()
        button.addTarget(self, action: Selector("tappedWithSender:", ListViewController.tapped(sender:)), for: .touchUpInside)
        button.addTarget(self, action: Selector("tapped:forEvent:", ListViewController.tapped(_:forEvent:)), for: .touchUpInside)
        button.addTarget(self, action: Selector("add", ListViewController.add), for: .touchUpInside)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard", ListViewController.dismissKeyboard)))
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:", ListViewController.keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("timerFired", ListViewController.tick), userInfo: nil, repeats: true)
        perform(Selector("add", ListViewController.add), with: nil, afterDelay: 0.5)
        _ = responds(to: Selector("isEditing"))
        _ = Selector("setBackgroundColor:")
        _ = Selector("resignFirstResponder", UIResponder.resignFirstResponder)
    }

    func add() {}
    func reload(_ control: UIRefreshControl) {}
    func tapped(sender: UIButton) {}
    func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
    func keyboardWillShow(_ notification: Notification) {}
    func tick() {}
}

class DetailViewController: ListViewController {
    var presenter: DetailPresenter?

    func setUp() {
        let button = UIButton()
        button.addTarget(presenter, action: Selector("save", DetailPresenter.save), for: .touchUpInside)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Reload", style: .plain, target: self,
                                                           action: Selector("reload:", DetailViewController.reload(_:)))
    }
}

final class DetailPresenter {
    func save() {}
}

extension ListViewController {
    func dismissKeyboard() { view.endEditing(true) }
}

protocol KeyboardDismissing: UIViewController {}

extension KeyboardDismissing {
    func installTap() {
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("handleTap:", Self.handleTap(_:))))
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        view.endEditing(true)
    }
}
