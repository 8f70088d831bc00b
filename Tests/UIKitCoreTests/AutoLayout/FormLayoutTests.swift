import HeadlessDisplay
import Testing
import UIKitCore
import VitrineTestSupport

/// A form laid out only with constraints and stack views (labels and fields in rows, a
/// switch, buttons at the bottom), rendered at a phone's size and a kiosk's size at
/// scale 2: the same code adapts, as on iOS. Tolerance: 2 levels per channel.
@Suite(.serialized)
@MainActor
struct FormLayoutTests {
    final class FormController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            title = "New Order"
            func row(_ title: String, _ value: UIView) -> UIStackView {
                let label = UILabel()
                label.text = title
                label.textColor = .secondaryLabel
                label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
                let row = UIStackView(arrangedSubviews: [label, value])
                row.spacing = 12
                row.alignment = .firstBaseline
                return row
            }
            let name = UITextField()
            name.placeholder = "Customer name"
            name.borderStyle = .roundedRect
            let table = UILabel()
            table.text = "Table 12"
            let express = UISwitch()
            express.isOn = true
            let expressRow = row("Express", UIView())
            expressRow.addArrangedSubview(express)
            expressRow.alignment = .center
            let form = UIStackView(arrangedSubviews: [row("Name", name), row("Seat", table), expressRow])
            form.axis = .vertical
            form.spacing = 16
            form.isLayoutMarginsRelativeArrangement = true
            form.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            form.backgroundColor = .secondarySystemGroupedBackground
            form.layer.cornerRadius = 10

            var cancel = UIButton.Configuration.gray()
            cancel.title = "Cancel"
            var place = UIButton.Configuration.filled()
            place.title = "Place Order"
            let buttons = UIStackView(arrangedSubviews: [UIButton(configuration: cancel), UIButton(configuration: place)])
            buttons.distribution = .fillEqually
            buttons.spacing = 12
            for view in [form, buttons] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            let guide = view.readableContentGuide
            NSLayoutConstraint.activate([
                form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                form.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                buttons.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                buttons.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                buttons.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
                buttons.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    @Test(arguments: [(390, 560, "form-phone"), (1024, 600, "form-kiosk")])
    func aFormAdaptsToTheScreen(width: Int, height: Int, name: String) throws {
        let form = FormController()
        let (runtime, _) = try ControllerScene.make(root: UINavigationController(rootViewController: form),
                                                    width: width, height: height, scale: 2)
        // Laid out once, the screen goes idle: solving asks for no frame of its own.
        let passes = runtime.stepUntilIdle()
        #expect(passes < 10 && !runtime.needsFrame)
        expectMatchesReference(runtime.renderScreen()!, named: name)
    }
}
