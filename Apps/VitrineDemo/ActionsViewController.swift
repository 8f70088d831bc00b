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
        }
        alertButton.addAction(UIAction { [unowned self] _ in showAlert() }, for: .primaryActionTriggered)
        sheetButton.addAction(UIAction { [unowned self] _ in showSheet() }, for: .primaryActionTriggered)
        actionSheetButton.addAction(UIAction { [unowned self] _ in showActionSheet() }, for: .primaryActionTriggered)
        darkLabel.text = "Dark Appearance"
        darkLabel.font = .systemFont(ofSize: 17)
        darkLabel.textColor = .label
        darkSwitch.addAction(UIAction { [unowned self] _ in
            view.window?.overrideUserInterfaceStyle = darkSwitch.isOn ? .dark : .unspecified
        }, for: .valueChanged)
        statusLabel.font = .systemFont(ofSize: 15)
        statusLabel.textColor = .secondaryLabel
        statusLabel.textAlignment = .center
        statusLabel.text = "Order #1024 · 3 items · $18.50"

        // Laid out as an iOS developer would: a column of stack views within the readable width.
        let darkRow = UIStackView(arrangedSubviews: [darkLabel, darkSwitch])
        darkRow.alignment = .center
        let column = UIStackView(arrangedSubviews: [statusLabel, alertButton, sheetButton, actionSheetButton, darkRow])
        column.axis = .vertical
        column.spacing = 16
        column.setCustomSpacing(24, after: statusLabel)
        column.setCustomSpacing(24, after: actionSheetButton)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let preferredWidth = column.widthAnchor.constraint(equalToConstant: 360)
        preferredWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferredWidth,
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        for button in [alertButton, sheetButton, actionSheetButton] {
            button.heightAnchor.constraint(equalToConstant: 50).isActive = true
        }
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
}
