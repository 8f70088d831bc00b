import ObjectiveC
import UIKit

// Target-action, notifications, timers and delayed performs with selectors, written as
// scripts/port turns an iOS app's `#selector(...)` into them.
class SettingsViewController: UIViewController {
    private let toggle = UISwitch()
    private var timer: Timer?
    private var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        toggle.addTarget(self, action: Selector("toggled:", SettingsViewController.toggled(_:)), for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                            action: Selector("done", SettingsViewController.done))
        let tap = UITapGestureRecognizer(target: self, action: Selector("backgroundTapped:", SettingsViewController.backgroundTapped(_:)))
        view.addGestureRecognizer(tap)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:", SettingsViewController.keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick:", SettingsViewController.tick(_:)),
                                     userInfo: nil, repeats: true)
        link = CADisplayLink(target: self, selector: Selector("step:", SettingsViewController.step(_:)))
        perform(Selector("done", SettingsViewController.done), with: nil, afterDelay: 0.5)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func toggled(_ sender: UISwitch) {
        if !responds(to: NSSelectorFromString("done")) { return }
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    func done() {
        UIApplication.shared.sendAction(Selector("resignFirstResponder", UIResponder.resignFirstResponder),
                                        to: nil, from: nil, for: nil)
    }

    func backgroundTapped(_ sender: UITapGestureRecognizer) {
        view.endEditing(true)
    }

    func keyboardWillShow(_ notification: Notification) {}

    func tick(_ timer: Timer) {}

    func step(_ link: CADisplayLink) {}

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("paste:", UIResponderStandardEditActions.paste(_:)) { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}
