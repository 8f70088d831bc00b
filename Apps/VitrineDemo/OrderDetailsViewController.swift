import UIKit

/// The sheet the Checkout tab presents: the order's lines and a Done button.
final class OrderDetailsViewController: UIViewController {
    private var labels: [UILabel] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Order #1024"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [unowned self] _ in
            dismiss(animated: true)
        })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let lines = [("Flat white", "$4.50"), ("Croissant", "$3.75"), ("Orange juice, large", "$5.25"),
                     ("Tip", "$5.00"), ("Total", "$18.50")]
        for (item, price) in lines {
            let label = UILabel()
            label.text = item
            label.font = .systemFont(ofSize: 17, weight: item == "Total" ? .semibold : .regular)
            label.textColor = .label
            let priceLabel = UILabel()
            priceLabel.text = price
            priceLabel.font = label.font
            priceLabel.textColor = item == "Total" ? .label : .secondaryLabel
            priceLabel.textAlignment = .right
            labels += [label, priceLabel]
            view.addSubview(label)
            view.addSubview(priceLabel)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        var y = safe.minY + 16
        for pair in stride(from: 0, to: labels.count, by: 2) {
            labels[pair].frame = CGRect(x: 20, y: y, width: safe.width - 140, height: 28)
            labels[pair + 1].frame = CGRect(x: safe.width - 120, y: y, width: 100, height: 28)
            y += 36
        }
    }
}
