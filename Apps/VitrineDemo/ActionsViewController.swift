import UIKit

/// The "Kiosk" tab: buttons that present an alert, a sheet and an action sheet, as a
/// point-of-sale screen would, and a switch for the dark appearance.
final class ActionsViewController: UIViewController {
    let alertButton = UIButton(configuration: .filled())
    let sheetButton = UIButton(configuration: .tinted())
    let actionSheetButton = UIButton(configuration: .gray())
    let darkSwitch = UISwitch()
    private let darkLabel = UILabel()
    private let statusLabel = UILabel()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Checkout"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for (button, title, symbol) in [(alertButton, "Cancel Order…", "xmark.circle"),
                                        (sheetButton, "Order Details", "list.bullet"),
                                        (actionSheetButton, "Send Receipt…", "square.and.arrow.up")] {
            var configuration = button.configuration ?? .filled()
            configuration.title = title
            configuration.image = UIImage(systemName: symbol)
            configuration.imagePadding = 8
            configuration.buttonSize = .large
            button.configuration = configuration
            view.addSubview(button)
        }
        alertButton.addAction(UIAction { [unowned self] _ in showAlert() }, for: .primaryActionTriggered)
        sheetButton.addAction(UIAction { [unowned self] _ in showSheet() }, for: .primaryActionTriggered)
        actionSheetButton.addAction(UIAction { [unowned self] _ in showActionSheet() }, for: .primaryActionTriggered)
        darkLabel.text = "Dark Appearance"
        darkLabel.font = .systemFont(ofSize: 17)
        darkLabel.textColor = .label
        view.addSubview(darkLabel)
        darkSwitch.addAction(UIAction { [unowned self] _ in
            view.window?.overrideUserInterfaceStyle = darkSwitch.isOn ? .dark : .unspecified
        }, for: .valueChanged)
        view.addSubview(darkSwitch)
        statusLabel.font = .systemFont(ofSize: 15)
        statusLabel.textColor = .secondaryLabel
        statusLabel.textAlignment = .center
        statusLabel.text = "Order #1024 · 3 items · $18.50"
        view.addSubview(statusLabel)
    }

    func showAlert() {
        let alert = UIAlertController(title: "Cancel Order?", message: "The order and its receipt will be removed.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
        alert.addAction(UIAlertAction(title: "Cancel Order", style: .destructive) { [unowned self] _ in
            statusLabel.text = "Order #1024 cancelled"
        })
        present(alert, animated: true)
    }

    func showSheet() {
        let details = OrderDetailsViewController()
        let navigation = UINavigationController(rootViewController: details)
        navigation.modalPresentationStyle = .formSheet
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(navigation, animated: true)
    }

    func showActionSheet() {
        let sheet = UIAlertController(title: "Receipt", message: "How should the receipt be sent?", preferredStyle: .actionSheet)
        for title in ["Print", "Email", "Text Message"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { [unowned self] _ in
                statusLabel.text = "Receipt: \(title)"
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = actionSheetButton
        present(sheet, animated: true)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let width = min(safe.width - 40, 360)
        let x = ((view.bounds.width - width) / 2).rounded()
        var y = safe.minY + 32
        statusLabel.frame = CGRect(x: x, y: y, width: width, height: 22)
        y += 46
        for button in [alertButton, sheetButton, actionSheetButton] {
            button.frame = CGRect(x: x, y: y, width: width, height: 50)
            y += 66
        }
        let switchSize = darkSwitch.intrinsicContentSize
        darkLabel.frame = CGRect(x: x, y: y + 8, width: width - switchSize.width, height: 31)
        darkSwitch.frame = CGRect(x: x + width - switchSize.width, y: y + 8, width: switchSize.width, height: switchSize.height)
    }
}
