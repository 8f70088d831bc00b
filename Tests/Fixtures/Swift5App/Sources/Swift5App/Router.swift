import UIKit

// A plain class (not isolated to the main actor) that drives navigation: Swift 5 code
// written before Swift concurrency calls UIKit from it.
final class Router {
    weak var navigationController: UINavigationController?

    func showDetail(title: String) {
        let detail = UIViewController()
        detail.title = title
        navigationController?.pushViewController(detail, animated: true)
    }

    func confirmDeletion(from presenter: UIViewController, delete: UIButton) {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Type DELETE" }
        let validate: @Sendable () -> Void = {
            let typed = alert.textFields?.first?.text ?? ""
            delete.isEnabled = typed == "DELETE"
        }
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in validate() })
        presenter.present(alert, animated: true)
    }
}
