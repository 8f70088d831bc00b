import Logging
import UIKit

/// The app's one screen: a count, a stepper to change it, and a reset button.
class CounterViewController: UIViewController, StepperViewDelegate {
    private let logger = Logger(label: "SampleApp.counter")

    @IBOutlet weak var countLabel: UILabel!
    @objc dynamic var count = 0 {
        didSet { countLabel.text = String(format: NSLocalizedString("count.format", comment: ""), count) }
    }

    private lazy var resetButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle(NSLocalizedString("reset", comment: ""), for: .normal)
        button.addTarget(self, action: #selector(reset(_:)), for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Counter"
        view.backgroundColor = UIColor(named: "BackgroundDay")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                            action: #selector(CounterViewController.reset(_:)))

        let label = UILabel()
        label.textColor = .backgroundDay == view.backgroundColor ? .label : .label
        countLabel = label
        let logo = UIImageView(image: UIImage(resource: .logo))
        let stepper = StepperView()
        stepper.delegate = self
        let stack = UIStackView(arrangedSubviews: [logo, label, stepper, resetButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
        NotificationCenter.default.addObserver(self, selector: #selector(appDidBecomeActive(_:)),
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
        count = 0
        // scripts/port-check reads this line: the strings come from en.lproj/Localizable.strings.
        logger.info("showing \(countLabel.text ?? "") and \(resetButton.title(for: .normal) ?? "")")
    }

    @IBAction func reset(_ sender: Any) {
        logger.info("reset from \(count)")
        count = 0
    }

    @objc private func backgroundTapped() {
        view.endEditing(true)
    }

    @objc func appDidBecomeActive(_ notification: Notification) {
        logger.info("active, observing \(#keyPath(CounterViewController.count))")
    }

    func stepperView(_ stepperView: StepperView, didChangeBy delta: Int) {
        count += delta
    }
}
