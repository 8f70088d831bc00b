import UIKit

class OutlineViewController: UIViewController {
    struct Item {
        let title: String
        let viewControllerType: UIViewController.Type?
    }
    let items = [Item(title: "Grid", viewControllerType: GridViewController.self)]
    var layerTypes: [CALayer.Type] = [CAShapeLayer.self]

    func open(_ item: Item) {
        if let viewControllerType = item.viewControllerType {
            navigationController?.pushViewController(viewControllerType.init(), animated: true)
        }
        let optional = item.viewControllerType?.init()
        for layerType in layerTypes {
            view.layer.addSublayer(layerType.init())
        }
        _ = optional
    }

    func make(_ cellType: GridCell.Type) -> GridCell {
        cellType.init()
    }

    // Not class metatypes of UIKit: these build as they are.
    func decode<T: Decodable>(_ type: T.Type, from decoder: Decoder) throws -> T {
        try type.init(from: decoder)
    }
    func makeDefault(_ factory: Defaultable.Type) -> Defaultable {
        factory.init()
    }
    convenience init(title: String) {
        self.init()
        self.title = title
    }
}

class GridViewController: UIViewController {}

class GridCell: UICollectionViewCell {}

protocol Defaultable {
    init()
}

// Apple's KeyboardNavigation sample: a grid of views of a generic class.
class GridView<T: UIView>: UIView {
    let topLeading = T()
    func cell<Cell>(_ type: Cell.Type) -> Cell where Cell: UICollectionViewCell { Cell.init() }
    // Not UIKit: builds as it is.
    func fresh<Value: Defaultable>(_ type: Value.Type) -> Value { Value() }
}
